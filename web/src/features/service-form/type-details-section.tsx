import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '../../components/ui/checkbox';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { inputStyles } from '../../components/ui/text-field';
import type { ServiceType } from '../services/services-api';
import { CountedTextarea } from './counted-textarea';
import { TYPE_DETAILS, type DetailField } from './service-form-options';
import type { ServiceFormValues } from './service-form.schema';

interface TypeDetailsSectionProps {
  type: ServiceType;
  values: ServiceFormValues;
  register: UseFormRegister<ServiceFormValues>;
  control: Control<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

/** The chosen type's own fields (the contract's table), each optional. */
export function TypeDetailsSection({ type, values, register, control, errors }: TypeDetailsSectionProps) {
  const { heading, fields } = TYPE_DETAILS[type];
  return (
    <section aria-labelledby="type-details-heading" className="rounded-xl border border-sand-200 p-4">
      <h2 id="type-details-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-ink-muted">Optional: anything here helps members decide.</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={field.kind === 'select' || field.kind === 'count' ? '' : 'sm:col-span-2'}>
            <DetailInput field={field} values={values} register={register} control={control} errors={errors} />
          </div>
        ))}
      </div>
    </section>
  );
}

function DetailInput({
  field,
  values,
  register,
  control,
  errors,
}: Omit<TypeDetailsSectionProps, 'type'> & { field: DetailField }) {
  const error = errors[field.name]?.message;
  switch (field.kind) {
    case 'select':
      return (
        <>
          <FieldLabel htmlFor={field.name}>{field.label}</FieldLabel>
          <select id={field.name} className={inputStyles} {...register(field.name)} {...errorProps(field.name, error)}>
            <option value="">Not specified</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError fieldId={field.name} message={error} />
        </>
      );
    case 'count':
      return (
        <>
          <FieldLabel htmlFor={field.name}>{field.label}</FieldLabel>
          <input
            id={field.name}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className={inputStyles}
            {...register(field.name)}
            {...errorProps(field.name, error)}
          />
          <FieldError fieldId={field.name} message={error} />
        </>
      );
    case 'text':
      return (
        <CountedTextarea
          id={field.name}
          label={field.label}
          hint={field.hint}
          max={field.max}
          length={String(values[field.name]).length}
          error={error}
          field={register(field.name)}
        />
      );
    case 'checklist':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: list }) => (
            <fieldset>
              <legend className="text-sm font-semibold">{field.label}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {field.options.map((option) => (
                  <Checkbox
                    key={option}
                    id={`${field.name}-${option.replace(/\s+/g, '-').toLowerCase()}`}
                    label={option}
                    checked={list.value.includes(option)}
                    onCheckedChange={(checked) =>
                      list.onChange(
                        checked ? [...list.value, option] : list.value.filter((chosen) => chosen !== option),
                      )
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
        />
      );
    case 'flag':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: flag }) => (
            <Checkbox
              id={field.name}
              label={field.label}
              hint={field.hint}
              checked={flag.value}
              onCheckedChange={flag.onChange}
            />
          )}
        />
      );
  }
}
