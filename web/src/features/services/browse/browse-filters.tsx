import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { inputStyles, TextField } from '../../../components/ui/text-field';
import { FieldLabel } from '../../../components/ui/field-label';
import { COUNTRIES } from '../../auth/countries';
import { SERVICE_TYPE_KEYS, SERVICE_TYPES } from '../service-types';

export interface BrowseFilterValues {
  type: string;
  country: string;
  postcode: string;
  freeOnly: boolean;
  nearMe: boolean;
}

export const NO_FILTERS: Omit<BrowseFilterValues, 'nearMe'> = { type: '', country: '', postcode: '', freeOnly: false };

interface BrowseFiltersProps {
  values: BrowseFilterValues;
  onChange: (values: BrowseFilterValues) => void;
  /** Whether the member has a postcode to sort by; without one the near-me box is not offered. */
  canSortNearMe: boolean;
}

/** Type, country, free-only and near-me apply at once; the postcode applies when the form is submitted. */
export function BrowseFilters({ values, onChange, canSortNearMe }: BrowseFiltersProps) {
  const [postcode, setPostcode] = useState(values.postcode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, postcode: postcode.trim() });
  };
  const clear = () => {
    setPostcode('');
    onChange({ ...NO_FILTERS, nearMe: values.nearMe });
  };

  return (
    <form
      role="search"
      aria-label="Filter services"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <FieldLabel htmlFor="browse-type">Service type</FieldLabel>
        <select
          id="browse-type"
          className={inputStyles}
          value={values.type}
          onChange={(event) => onChange({ ...values, type: event.target.value })}
        >
          <option value="">All types</option>
          {SERVICE_TYPE_KEYS.map((key) => (
            <option key={key} value={key}>
              {SERVICE_TYPES[key].label}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        id="browse-country"
        label="Country"
        placeholder="All countries"
        options={COUNTRIES}
        value={values.country}
        onChange={(event) => onChange({ ...values, country: event.target.value })}
      />
      <TextField
        id="browse-postcode"
        label="Postcode"
        hint="Services within 25 miles"
        autoComplete="postal-code"
        value={postcode}
        onChange={(event) => setPostcode(event.target.value)}
      />
      <div className="flex flex-col justify-end gap-3">
        <Button type="submit">Search</Button>
      </div>
      <div className="flex flex-wrap items-center gap-6 sm:col-span-2 lg:col-span-4">
        <Checkbox
          id="browse-free-only"
          label="Free only"
          checked={values.freeOnly}
          onCheckedChange={(freeOnly) => onChange({ ...values, freeOnly })}
        />
        {canSortNearMe ? (
          <Checkbox
            id="browse-near-me"
            label="Nearest to me first"
            checked={values.nearMe}
            onCheckedChange={(nearMe) => onChange({ ...values, nearMe })}
          />
        ) : null}
        <Button variant="quiet" size="sm" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
