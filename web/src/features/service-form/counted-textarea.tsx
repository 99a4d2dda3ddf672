import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextareaField } from '../../components/ui/textarea-field';

interface CountedTextareaProps {
  id: string;
  label: string;
  hint?: string;
  max: number;
  length: number;
  rows?: number;
  error?: string;
  field: UseFormRegisterReturn;
}

/** A textarea with a live "n/max" counter that turns red past the limit. */
export function CountedTextarea({ id, label, hint, max, length, rows = 3, error, field }: CountedTextareaProps) {
  return (
    <div>
      <TextareaField id={id} label={label} hint={hint} rows={rows} error={error} {...field} />
      <p
        id={`${id}-counter`}
        aria-live="polite"
        className={`mt-1 text-right text-sm ${length > max ? 'font-semibold text-danger-800' : 'text-ink-muted'}`}
      >
        {length}/{max}
      </p>
    </div>
  );
}
