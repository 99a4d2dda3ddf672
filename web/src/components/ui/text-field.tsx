import type { InputHTMLAttributes, Ref } from 'react';
import { errorProps, FieldError } from './field-error';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputStyles =
  'mt-1 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink placeholder:text-ink-muted/70 aria-invalid:border-danger-600';

export function TextField({ id, label, error, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} className={inputStyles} {...inputProps} {...errorProps(id, error)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
