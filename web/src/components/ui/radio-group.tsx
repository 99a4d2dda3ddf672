import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId } from 'react';
import { FieldError, fieldErrorId } from './field-error';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

interface RadioGroupProps {
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  error?: string;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

export function RadioGroup({ legend, options, error, orientation = 'vertical', ...props }: RadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  return (
    <div>
      <p id={legendId} className="text-sm font-semibold">
        {legend}
      </p>
      <RadioGroupPrimitive.Root
        aria-labelledby={legendId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        orientation={orientation}
        className={`mt-2 flex gap-3 ${orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap'}`}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                aria-describedby={option.hint ? `${itemId}-hint` : undefined}
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-sand-500 bg-white hover:border-clay-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-clay-700"
              >
                <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-clay-700" />
              </RadioGroupPrimitive.Item>
              <div>
                <label htmlFor={itemId} className="text-base leading-7">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={`${itemId}-hint`} className="text-sm text-ink-muted">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
