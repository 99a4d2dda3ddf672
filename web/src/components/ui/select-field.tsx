import type { Ref, SelectHTMLAttributes } from 'react';
import { errorProps, FieldError } from './field-error';
import { inputStyles } from './text-field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, placeholder, options, error, className, ...selectProps }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={inputStyles} {...selectProps} {...errorProps(id, error)}>
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
