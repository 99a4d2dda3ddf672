import type { InputHTMLAttributes, Ref } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ id, label, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <div className={`flex items-center gap-3 ${className ?? ''}`}>
      <input id={id} type="checkbox" className="size-5 rounded accent-clay-700" {...inputProps} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
