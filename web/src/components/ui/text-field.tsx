import type { InputHTMLAttributes, Ref } from 'react';
import { errorProps, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputStyles =
  'mt-1 block min-h-11 w-full rounded-lg border border-sand-500 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted hover:border-ink-muted disabled:cursor-not-allowed disabled:bg-sand-100 aria-invalid:border-2 aria-invalid:border-danger-600';

export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <input id={id} className={inputStyles} {...inputProps} {...errorProps(id, error, hint)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
