import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldErrorId } from '../../components/ui/field-error';
import { ServiceTypeIcon } from '../services/service-type-icon';
import { SERVICE_TYPE_KEYS, SERVICE_TYPES } from '../services/service-types';

interface ServiceTypePickerProps {
  field: UseFormRegisterReturn<'type'>;
  chosen: string;
  error?: string;
}

/** The seven type cards: a native radio group (arrow keys move between cards), each card the radio's label. */
export function ServiceTypePicker({ field, chosen, error }: ServiceTypePickerProps) {
  return (
    <fieldset aria-describedby={error ? fieldErrorId('type') : undefined}>
      <legend className="font-semibold">Service type</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_TYPE_KEYS.map((type) => {
          const id = `type-${type}`;
          return (
            <label
              key={type}
              htmlFor={id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 hover:border-clay-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-700 ${
                chosen === type ? 'border-clay-700 bg-clay-50' : 'border-sand-500'
              }`}
            >
              <input
                id={id}
                type="radio"
                value={type}
                aria-describedby={`${id}-hint`}
                aria-invalid={Boolean(error) || undefined}
                className="mt-1 size-5 shrink-0 accent-clay-700"
                {...field}
              />
              <ServiceTypeIcon type={type} className="mt-0.5 size-6 shrink-0 text-clay-700" />
              <span>
                <span className="block font-semibold">{SERVICE_TYPES[type].label}</span>
                <span id={`${id}-hint`} className="block text-sm text-ink-muted">
                  {SERVICE_TYPES[type].description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError fieldId="type" message={error} />
    </fieldset>
  );
}
