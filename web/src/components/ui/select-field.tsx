import type { Ref, SelectHTMLAttributes } from 'react';
import { errorProps, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';
import { inputStyles } from './text-field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  hint,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <select id={id} className={inputStyles} {...selectProps} {...errorProps(id, error, hint)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
