import type { Ref, SelectHTMLAttributes } from 'react';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { inputStyles } from '../../components/ui/text-field';
import { MEETING_TYPE_LABELS } from './meeting-words';

const FIELD_ID = 'meeting-type';

/** The meeting form's type choice: General, Playdate, Consultation or Support group. */
export function MeetingTypeField({
  error,
  ...selectProps
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string; ref?: Ref<HTMLSelectElement> }) {
  return (
    <div>
      <FieldLabel htmlFor={FIELD_ID}>Meeting type</FieldLabel>
      <select id={FIELD_ID} className={inputStyles} {...selectProps} {...errorProps(FIELD_ID, error)}>
        {MEETING_TYPE_LABELS.map((type) => (
          <option key={type.key} value={type.key}>
            {type.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={FIELD_ID} message={error} />
    </div>
  );
}
