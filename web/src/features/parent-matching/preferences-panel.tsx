import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError } from '../../components/ui/field-error';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import {
  DISTANCE_RANGE,
  onScoreStep,
  preferencesFormSchema,
  SCORE_RANGE,
  type PreferencesFormValues,
} from './matching.schema';
import { percentage, SERVICE_TYPE_LABELS } from './match-words';
import { MATCHING_SERVICE_TYPES, saveUserPreferences, type UserPreferences } from './parent-matching-api';

const miles = (value: number) => (value === 1 ? '1 mile' : `${value} miles`);

/** The member's matching preferences, saved on the server ('Preferences Updated'). */
export function PreferencesPanel({ preferences }: { preferences: UserPreferences }) {
  const { toast } = useToast();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PreferencesFormValues>({ resolver: zodResolver(preferencesFormSchema), defaultValues: preferences });

  const save = handleSubmit(async (values) => {
    try {
      reset(await saveUserPreferences(values));
      toast({ title: 'Preferences Updated', description: 'Your next matches will use them.' });
    } catch (error) {
      setError('root', { message: error instanceof ApiError ? error.serverMessage() : 'Please try again.' });
    }
  });

  return (
    <Card as="section" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className="text-xl font-bold">
        Preferences
      </h2>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-4 space-y-6">
        <fieldset aria-describedby={errors.serviceTypes ? 'service-types-error' : undefined}>
          <legend className="text-sm font-semibold">Service types</legend>
          <Controller
            control={control}
            name="serviceTypes"
            render={({ field }) => (
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {MATCHING_SERVICE_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    id={`service-type-${type}`}
                    label={SERVICE_TYPE_LABELS[type]}
                    checked={field.value.includes(type)}
                    onCheckedChange={(checked) =>
                      field.onChange(checked ? [...field.value, type] : field.value.filter((chosen) => chosen !== type))
                    }
                  />
                ))}
              </div>
            )}
          />
          <FieldError fieldId="service-types" message={errors.serviceTypes?.message} />
        </fieldset>
        <Controller
          control={control}
          name="maxDistance"
          render={({ field }) => (
            <Slider
              label="Maximum distance"
              value={field.value}
              onValueChange={field.onChange}
              {...DISTANCE_RANGE}
              formatValue={miles}
            />
          )}
        />
        <Controller
          control={control}
          name="minMatchScore"
          render={({ field }) => (
            <Slider
              label="Minimum match score"
              value={field.value}
              onValueChange={(value) => field.onChange(onScoreStep(value))}
              {...SCORE_RANGE}
              formatValue={percentage}
            />
          )}
        />
        <Controller
          control={control}
          name="verifiedContactOnly"
          render={({ field }) => (
            <Switch
              id="verified-contact-only"
              label="Suggest me only to verified members"
              hint="Only members whose identity is verified see you among their matches. To keep unverified members from contacting you anywhere on Village, use Security in your profile."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {errors.root?.message ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" pending={isSubmitting}>
          Save preferences
        </Button>
      </form>
    </Card>
  );
}
