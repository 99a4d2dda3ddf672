import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { inputStyles } from '../../components/ui/text-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ id, label, error, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputStyles} pr-20`}
          {...inputProps}
          {...errorProps(id, error)}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-1 my-1 min-w-14 rounded-md px-3 text-sm font-semibold text-clay-700 hover:bg-clay-50"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
