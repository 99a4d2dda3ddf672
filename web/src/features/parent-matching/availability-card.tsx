import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { Spinner } from '../../components/ui/spinner';
import { inputStyles } from '../../components/ui/text-field';
import { useLoaded } from '../../lib/use-loaded';
import {
  availabilityFormSchema,
  MAX_AVAILABILITY_RULES,
  type AvailabilityFormValues,
  type AvailabilityRuleFormValues,
} from './matching.schema';
import { WEEKDAYS } from './match-words';
import { getAvailability, saveAvailability, type AvailabilityRule } from './parent-matching-api';

const STATE_LABELS = { child_free: 'Child-free', with_children: 'With the children' } as const;

const NEW_WEEKENDS: AvailabilityRuleFormValues = {
  kind: 'alternate_weekends',
  state: 'child_free',
  startsOn: '',
  days: [],
  from: '',
  to: '',
};
const NEW_WEEKLY: AvailabilityRuleFormValues = {
  kind: 'weekly',
  state: 'child_free',
  startsOn: '',
  days: [],
  from: '18:00',
  to: '21:00',
};

const formRuleOf = (rule: AvailabilityRule): AvailabilityRuleFormValues => ({
  kind: rule.kind,
  state: rule.state,
  startsOn: rule.startsOn ?? '',
  days: rule.days ?? [],
  from: rule.from ?? '',
  to: rule.to ?? '',
});

const ruleOf = (rule: AvailabilityRuleFormValues): AvailabilityRule =>
  rule.kind === 'alternate_weekends'
    ? { kind: rule.kind, state: rule.state, startsOn: rule.startsOn, days: null, from: null, to: null }
    : { kind: rule.kind, state: rule.state, startsOn: null, days: rule.days, from: rule.from, to: rule.to };

/** When the member is child-free or has the children, which matching uses for availabilityAlignment. */
export function AvailabilityCard() {
  const load = useCallback((signal: AbortSignal) => getAvailability(signal), []);
  const { loaded } = useLoaded(load);
  return (
    <Card as="section" aria-labelledby="availability-heading">
      <h2 id="availability-heading" className="text-xl font-bold">
        Your availability
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Say when you are child-free or have the children, for example alternate weekends or weekday evenings. Matches
        compare your next 8 weeks; other members never see your calendar.
      </p>
      {loaded.status === 'loading' ? <Spinner label="Loading your availability" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="mt-4 text-danger-800">
          We could not load your availability. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? <AvailabilityForm rules={loaded.value} /> : null}
    </Card>
  );
}

function AvailabilityForm({ rules }: { rules: AvailabilityRule[] }) {
  const { toast } = useToast();
  const {
    control,
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilityFormSchema),
    defaultValues: { rules: rules.map(formRuleOf) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  const kinds = watch('rules').map((rule) => rule.kind);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveAvailability(values.rules.map(ruleOf));
      reset({ rules: saved.map(formRuleOf) });
      toast({ title: 'Availability Saved' });
    } catch (error) {
      setError('root', { message: error instanceof ApiError ? error.serverMessage() : 'Please try again.' });
    }
  });

  const full = fields.length >= MAX_AVAILABILITY_RULES;

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-4">
      {fields.length === 0 ? <p>You have not added any times yet.</p> : null}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-sand-200 p-4">
            <fieldset>
              <legend className="font-semibold">
                {kinds[index] === 'alternate_weekends' ? 'Alternate weekends' : 'Weekly'} (time {index + 1})
              </legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                <div>
                  <FieldLabel htmlFor={`rule-${index}-state`}>I am</FieldLabel>
                  <select id={`rule-${index}-state`} className={inputStyles} {...register(`rules.${index}.state`)}>
                    {Object.entries(STATE_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                {kinds[index] === 'alternate_weekends' ? (
                  <WeekendsFields index={index} register={register} errors={errors} />
                ) : (
                  <WeeklyFields index={index} control={control} register={register} errors={errors} />
                )}
              </div>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => remove(index)}>
                Remove time {index + 1}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={full} onClick={() => append(NEW_WEEKENDS)}>
          Add alternate weekends
        </Button>
        <Button variant="secondary" size="sm" disabled={full} onClick={() => append(NEW_WEEKLY)}>
          Add weekly time
        </Button>
      </div>
      <FieldError fieldId="availability-rules" message={errors.rules?.root?.message ?? errors.rules?.message} />
      {errors.root?.message ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" pending={isSubmitting}>
        Save availability
      </Button>
    </form>
  );
}

type Register = ReturnType<typeof useForm<AvailabilityFormValues>>['register'];

function WeekendsFields({
  index,
  register,
  errors,
}: {
  index: number;
  register: Register;
  errors: FieldErrors<AvailabilityFormValues>;
}) {
  const id = `rule-${index}-starts-on`;
  const message = errors.rules?.[index]?.startsOn?.message;
  return (
    <div>
      <FieldLabel htmlFor={id}>Alternate weekends from (a Saturday)</FieldLabel>
      <input
        id={id}
        type="date"
        className={inputStyles}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(`rules.${index}.startsOn`)}
      />
      <FieldError fieldId={id} message={message} />
    </div>
  );
}

function WeeklyFields({
  index,
  control,
  register,
  errors,
}: {
  index: number;
  control: Control<AvailabilityFormValues>;
  register: Register;
  errors: FieldErrors<AvailabilityFormValues>;
}) {
  const id = `rule-${index}`;
  const message = errors.rules?.[index]?.days?.message ?? errors.rules?.[index]?.to?.message;
  const described = message ? { 'aria-describedby': `${id}-times-error` } : {};
  return (
    <div className="sm:col-span-2">
      <fieldset {...described}>
        <legend className="text-sm font-semibold">Days</legend>
        <Controller
          control={control}
          name={`rules.${index}.days`}
          render={({ field }) => (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((weekday) => (
                <Checkbox
                  key={weekday.day}
                  id={`${id}-day-${weekday.day}`}
                  label={weekday.short}
                  checked={field.value.includes(weekday.day)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...field.value, weekday.day].sort((a, b) => a - b)
                        : field.value.filter((day) => day !== weekday.day),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
      </fieldset>
      <div className="mt-3 grid grid-cols-2 gap-4">
        <div>
          <FieldLabel htmlFor={`${id}-from`}>From</FieldLabel>
          <input
            id={`${id}-from`}
            type="time"
            className={inputStyles}
            {...described}
            {...register(`rules.${index}.from`)}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-to`}>To</FieldLabel>
          <input
            id={`${id}-to`}
            type="time"
            className={inputStyles}
            {...described}
            {...register(`rules.${index}.to`)}
          />
        </div>
      </div>
      <FieldError fieldId={`${id}-times`} message={message} />
    </div>
  );
}
