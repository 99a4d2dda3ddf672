import { Select as SelectPrimitive } from 'radix-ui';
import { useId } from 'react';
import { errorProps, FieldError } from './field-error';
import { CheckIcon, ChevronDownIcon } from './icons';
import { inputStyles } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  name?: string;
}

export function Select({ label, placeholder, options, error, ...props }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <SelectPrimitive.Root {...props}>
        <SelectPrimitive.Trigger
          id={id}
          className={`${inputStyles} flex items-center justify-between gap-2 text-left data-[placeholder]:text-ink-muted`}
          {...errorProps(id, error)}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon>
            <ChevronDownIcon />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-sand-300 bg-white shadow-lg data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex min-h-10 cursor-default items-center rounded-lg py-2 pr-3 pl-9 outline-none select-none data-[highlighted]:bg-clay-50 data-[highlighted]:text-clay-800"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2">
                    <CheckIcon className="size-5" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
