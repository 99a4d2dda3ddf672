import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { Ref } from 'react';
import { CheckIcon } from './icons';

interface CheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Checkbox({ id, label, hint, checked, onCheckedChange, className, ...props }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={hintId}
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-sand-500 bg-white text-white hover:border-clay-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-clay-700 data-[state=checked]:bg-clay-700"
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          <CheckIcon className="size-4" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div>
        <label htmlFor={id} className="text-base leading-7">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
