import type { Ref, SelectHTMLAttributes } from 'react';
import { errorProps, FieldError, FieldHint } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { inputStyles } from '../../components/ui/text-field';
import type { ServiceOccurrence } from './occurrences-api';
import { isBookable, occurrenceWhen, placesLeftLabel } from './occurrence-words';

interface OccurrencePickerProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  occurrences: readonly ServiceOccurrence[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The guest picks one occurrence of a recurring service; full or paused ones are shown but cannot be picked. */
export function OccurrencePicker({ id, occurrences, error, ...selectProps }: OccurrencePickerProps) {
  const hint = 'Each date is booked on its own, with its own places.';
  return (
    <div>
      <FieldLabel htmlFor={id}>Date</FieldLabel>
      <FieldHint fieldId={id} hint={hint} />
      <select id={id} className={inputStyles} {...selectProps} {...errorProps(id, error, hint)}>
        <option value="">Choose a date</option>
        {occurrences.map((occurrence) => (
          <option key={occurrence.date} value={occurrence.date} disabled={!isBookable(occurrence)}>
            {`${occurrenceWhen(occurrence)} (${placesLeftLabel(occurrence)})`}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
