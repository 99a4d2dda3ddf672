import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { ApiError, parseJson } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { errorProps, FieldError, FieldHint } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { Spinner } from '../../components/ui/spinner';
import { inputStyles } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useAuth } from '../auth/auth-context';
import { GoogleCalendarSection } from '../calendar/google-calendar-section';
import { getEnhancedProfile, saveEnhancedProfile } from './enhanced-profile-api';
import {
  BIO_MAX,
  CONTACT_METHODS,
  enhancedProfileFormSchema,
  formValuesOf,
  KIDS_AGES_MAX,
  PARENTING_SITUATIONS,
  PHONE_NUMBER_MAX,
  SKILLS_MAX,
  type EnhancedProfile,
  type EnhancedProfileFormValues,
} from './enhanced-profile.schema';
import { LanguagesField } from './languages-field';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: EnhancedProfile };

export default function EnhancedProfilePage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getEnhancedProfile(controller.signal).then(
      (profile) => setLoaded({ status: 'ready', profile }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Enhanced Profile" />
      <h1 className="text-3xl font-bold">Enhanced Profile</h1>
      <p className="mt-2 text-ink-muted">
        Tell other parents a little more about you, so they can find things in common.
      </p>
      {loaded.status === 'loading' ? <Spinner label="Loading your profile" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="mt-6 rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load your profile. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? <EnhancedProfileForm profile={loaded.profile} /> : null}
      <GoogleCalendarSection />
    </div>
  );
}

function EnhancedProfileForm({ profile }: { profile: EnhancedProfile }) {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnhancedProfileFormValues>({
    resolver: zodResolver(enhancedProfileFormSchema),
    defaultValues: formValuesOf(profile),
    mode: 'onChange',
  });
  const bioLength = watch('bio').length;

  const onSubmit = async (values: EnhancedProfileFormValues) => {
    try {
      const saved = await saveEnhancedProfile({
        ...values,
        parentingSituation: values.parentingSituation === '' ? null : values.parentingSituation,
        phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber,
      });
      reset(formValuesOf(saved));
      toast({ title: 'Profile Updated!', description: 'Your enhanced profile has been saved.' });
      await refresh();
    } catch (error) {
      const body = error instanceof ApiError ? parseJson(error.body) : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        setError(field.split('.')[0] as Path<EnhancedProfileFormValues>, { message });
      }
      toast({
        variant: 'destructive',
        title: 'Failed to update profile',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 flex flex-col gap-6">
      <div>
        <TextareaField
          id="bio"
          label="Bio"
          rows={5}
          hint="A few words about you and your family."
          error={errors.bio?.message}
          {...register('bio')}
        />
        <p
          className={`mt-1 text-right text-sm ${bioLength > BIO_MAX ? 'font-semibold text-danger-800' : 'text-ink-muted'}`}
          aria-live="polite"
        >
          {bioLength}/{BIO_MAX}
        </p>
      </div>

      <div>
        <FieldLabel htmlFor="parentingSituation">Parenting situation</FieldLabel>
        <select id="parentingSituation" className={inputStyles} {...register('parentingSituation')}>
          <option value="">Prefer not to say</option>
          {PARENTING_SITUATIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div>
        <FieldLabel htmlFor="kidsAgeRange">Children&apos;s ages</FieldLabel>
        <FieldHint
          fieldId="kidsAgeRange"
          hint="Ages only, for example “4 and 7”: we keep no names, schools or other details of children."
        />
        <input
          id="kidsAgeRange"
          maxLength={KIDS_AGES_MAX}
          className={inputStyles}
          {...register('kidsAgeRange')}
          {...errorProps('kidsAgeRange', errors.kidsAgeRange?.message, 'hint')}
        />
        <FieldError fieldId="kidsAgeRange" message={errors.kidsAgeRange?.message} />
      </div>

      <TextareaField
        id="skillsInterests"
        label="Skills and interests"
        rows={4}
        hint={`What you enjoy or could share with other parents (up to ${SKILLS_MAX} characters).`}
        error={errors.skillsInterests?.message}
        {...register('skillsInterests')}
      />

      <Controller
        control={control}
        name="languagesSpoken"
        render={({ field }) => <LanguagesField value={field.value} onChange={field.onChange} />}
      />

      <Controller
        control={control}
        name="preferredContactMethods"
        render={({ field }) => (
          <fieldset className="rounded-xl border border-sand-200 p-4">
            <legend className="px-1 font-semibold">Preferred contact methods</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CONTACT_METHODS.map((method) => (
                <Checkbox
                  key={method.value}
                  id={`contact-${method.value}`}
                  label={method.label}
                  checked={field.value.includes(method.value)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...field.value, method.value]
                        : field.value.filter((chosen) => chosen !== method.value),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
      />

      <div>
        <FieldLabel htmlFor="phoneNumber">Phone number</FieldLabel>
        <FieldHint
          fieldId="phoneNumber"
          hint="Optional, and only you see it: it is never shown to other members. Without a country code, it is read as a number from your country."
        />
        <input
          id="phoneNumber"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_NUMBER_MAX}
          className={inputStyles}
          {...register('phoneNumber')}
          {...errorProps('phoneNumber', errors.phoneNumber?.message, 'hint')}
        />
        <FieldError fieldId="phoneNumber" message={errors.phoneNumber?.message} />
      </div>

      <Button type="submit" pending={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
