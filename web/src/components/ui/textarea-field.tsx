import type { Ref, TextareaHTMLAttributes } from 'react';
import { errorProps, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';
import { inputStyles } from './text-field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ id, label, error, hint, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <textarea id={id} rows={rows} className={`${inputStyles} resize-y`} {...props} {...errorProps(id, error, hint)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
