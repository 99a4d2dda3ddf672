import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, isRecord, parseJson } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { RadioGroup } from '../../components/ui/radio-group';
import { SelectField } from '../../components/ui/select-field';
import { inputStyles, TextField } from '../../components/ui/text-field';
import { useAuth } from '../auth/auth-context';
import { COUNTRIES } from '../auth/countries';
import { createService, updateService, type Service, type ServicePhoto } from '../services/services-api';
import { CANCELLATION_POLICIES, HOST_CANCELS_SENTENCE } from '../services/cancellation-policies';
import { isServiceType } from '../services/service-types';
import { CountedTextarea } from './counted-textarea';
import { formValuesOf, serviceFormData } from './service-form-data';
import {
  AUDIENCE_MAX,
  AVAILABILITY_MAX,
  CURRENCIES,
  PRICED_TYPES,
  PRICING_TYPES,
  RECURRING_PATTERNS,
  SERVICE_MODES,
} from './service-form-options';
import {
  DESCRIPTION_MAX,
  emptyServiceForm,
  serviceFormSchema,
  type ServiceFormField,
  type ServiceFormValues,
} from './service-form.schema';
import { ServicePhotosField } from './service-photos-field';
import { ServiceTypePicker } from './service-type-picker';
import { TypeDetailsSection } from './type-details-section';
import { OfstedNotice } from '../bookings/time-bank/ofsted-notice';

export interface ServiceFormProps {
  mode: 'create' | 'edit';
  /** The service to edit (edit mode): the form starts from it and keeps its photos unless removed. */
  service?: Service;
  onSaved: (service: Service) => void;
}

const PHOTO_ERROR_FIELDS = ['photoIds', 'images', 'keepPhotoIds', 'photos'];

/** The service form of /create-service, the services page's create tab and /edit-service/{id}. */
const CANCELLATION_POLICY_OPTIONS = CANCELLATION_POLICIES.map(({ value, label, text }) => ({
  value,
  label,
  hint: text,
}));

export function ServiceForm({ mode, service, onSaved }: ServiceFormProps) {
  const { toast } = useToast();
  const { state } = useAuth();
  const [keptPhotos, setKeptPhotos] = useState<ServicePhoto[]>(service?.photos ?? []);
  const [addedPhotos, setAddedPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const startingValues = service ? formValuesOf(service) : newServiceValues(state.user?.country, state.user?.postcode);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: startingValues,
  });
  const values = watch();
  const chosenType = isServiceType(values.type) ? values.type : undefined;
  const priced = PRICED_TYPES.includes(values.pricingType);
  const editing = mode === 'edit' && service;

  const onSubmit = async (submitted: ServiceFormValues) => {
    setPhotoError(undefined);
    try {
      const form = serviceFormData(submitted, addedPhotos, editing ? keptPhotos.map((photo) => photo.id) : undefined);
      const saved = editing ? await updateService(service.id, form) : await createService(form);
      if (editing) {
        toast({ title: 'Service Updated', description: 'Your changes have been saved.' });
      } else {
        toast({ title: 'Service Created', description: 'Your service is now listed for other members.' });
        reset(startingValues);
        setAddedPhotos([]);
      }
      onSaved(saved);
    } catch (error) {
      showServerErrors(error);
      toast({
        variant: 'destructive',
        title: editing ? 'Failed to update service' : 'Failed to create service',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  const showServerErrors = (error: unknown) => {
    const body = error instanceof ApiError ? parseJson(error.body) : undefined;
    const fieldErrors = isRecord(body) && isRecord(body.fieldErrors) ? { ...body.fieldErrors } : {};
    if (isRecord(body) && body.code === 'POSTCODE_UNKNOWN' && !fieldErrors.postcode) {
      fieldErrors.postcode = body.message;
    }
    let focused = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message !== 'string') continue;
      if (PHOTO_ERROR_FIELDS.includes(field)) {
        setPhotoError(message);
      } else if (field in emptyServiceForm) {
        setError(field as ServiceFormField, { message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <ServiceTypePicker field={register('type')} chosen={values.type} error={errors.type?.message} />

      <TextField id="title" label="Title" maxLength={200} error={errors.title?.message} {...register('title')} />
      <CountedTextarea
        id="description"
        label="Description"
        hint="What you offer, for whom, and what to expect (at least 10 characters)."
        rows={5}
        max={DESCRIPTION_MAX}
        length={values.description.length}
        error={errors.description?.message}
        field={register('description')}
      />

      <Controller
        control={control}
        name="serviceMode"
        render={({ field }) => (
          <RadioGroup
            legend="How does it take place?"
            orientation="horizontal"
            options={SERVICE_MODES}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            error={errors.serviceMode?.message}
          />
        )}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="country"
          label="Country"
          placeholder="Select your country"
          options={COUNTRIES}
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          id="postcode"
          label="Postcode"
          autoComplete="postal-code"
          hint="Other members only see the area, never the full postcode."
          error={errors.postcode?.message}
          {...register('postcode')}
        />
      </div>

      {values.serviceMode === 'online' ? (
        <TextField
          id="virtualLink"
          label="Video link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="The link members use to join, for example a Zoom or Google Meet link."
          error={errors.virtualLink?.message}
          {...register('virtualLink')}
        />
      ) : (
        <TextField
          id="location"
          label="Location (optional)"
          autoComplete="street-address"
          hint="The exact address is shown only to guests with a confirmed booking."
          error={errors.location?.message}
          {...register('location')}
        />
      )}

      <TextField
        id="dateTime"
        label="Date and time (optional)"
        type="datetime-local"
        hint="Leave empty if the date is flexible."
        error={errors.dateTime?.message}
        {...register('dateTime')}
      />

      <div className="flex flex-col gap-4">
        <Controller
          control={control}
          name="isRecurring"
          render={({ field }) => (
            <Checkbox
              id="isRecurring"
              label="This service repeats"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {values.isRecurring ? (
          <div className="sm:max-w-xs">
            <FieldLabel htmlFor="recurringPattern">How often?</FieldLabel>
            <select
              id="recurringPattern"
              className={inputStyles}
              {...register('recurringPattern')}
              {...errorProps('recurringPattern', errors.recurringPattern?.message)}
            >
              <option value="">Choose how often</option>
              {RECURRING_PATTERNS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError fieldId="recurringPattern" message={errors.recurringPattern?.message} />
          </div>
        ) : null}
        {values.isRecurring && values.recurringPattern === 'custom' ? (
          <TextField
            id="recurrenceRule"
            label="Repeat rule"
            hint="An iCalendar rule: FREQ (DAILY, WEEKLY or MONTHLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL, e.g. FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10"
            error={errors.recurrenceRule?.message}
            {...register('recurrenceRule')}
          />
        ) : null}
        {values.isRecurring ? (
          <TextField
            id="durationMinutes"
            label="Length of each date in minutes (optional)"
            hint="An hour when left empty. Guests book one date at a time, from the date and time above."
            inputMode="numeric"
            className="sm:max-w-xs"
            error={errors.durationMinutes?.message}
            {...register('durationMinutes')}
          />
        ) : null}
      </div>

      <Controller
        control={control}
        name="pricingType"
        render={({ field }) => (
          <RadioGroup
            legend="Pricing"
            orientation="horizontal"
            options={PRICING_TYPES}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            error={errors.pricingType?.message}
          />
        )}
      />
      {priced ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="price"
            label={values.pricingType === 'donation_based' ? 'Suggested donation' : 'Price'}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.price?.message}
            {...register('price')}
          />
          <div>
            <FieldLabel htmlFor="currency">Currency</FieldLabel>
            <select
              id="currency"
              className={inputStyles}
              {...register('currency')}
              {...errorProps('currency', errors.currency?.message)}
            >
              {CURRENCIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError fieldId="currency" message={errors.currency?.message} />
          </div>
        </div>
      ) : null}

      <TextField
        id="maxParticipants"
        label="Max participants"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="sm:max-w-xs"
        error={errors.maxParticipants?.message}
        {...register('maxParticipants')}
      />

      <div className="flex flex-col gap-2">
        <Controller
          control={control}
          name="cancellationPolicy"
          render={({ field }) => (
            <RadioGroup
              legend="Cancellation policy"
              options={CANCELLATION_POLICY_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              error={errors.cancellationPolicy?.message}
            />
          )}
        />
        <p className="text-sm text-ink-muted">{HOST_CANCELS_SENTENCE}</p>
      </div>

      <ServicePhotosField
        kept={keptPhotos}
        onRemoveKept={(id) => setKeptPhotos((photos) => photos.filter((photo) => photo.id !== id))}
        added={addedPhotos}
        onAddedChange={(files) => {
          setPhotoError(undefined);
          setAddedPhotos(files);
        }}
        error={photoError}
      />

      {chosenType ? (
        <TypeDetailsSection type={chosenType} values={values} register={register} control={control} errors={errors} />
      ) : null}
      <OfstedNotice
        care={{
          type: values.type,
          childcareArrangement: values.childcareArrangement,
          pricingType: values.pricingType,
          serviceMode: values.serviceMode,
          ageRangeAccepted: values.ageRangeAccepted,
          maxParticipants: Number(values.maxParticipants) || 1,
        }}
      />

      <CountedTextarea
        id="audienceLimitations"
        label="Audience limitations (optional)"
        hint="For example: families with children under 5."
        max={AUDIENCE_MAX}
        length={values.audienceLimitations.length}
        error={errors.audienceLimitations?.message}
        field={register('audienceLimitations')}
      />
      <CountedTextarea
        id="availabilityNotes"
        label="Availability notes (optional)"
        hint="For example: weekday mornings, or school holidays only."
        max={AVAILABILITY_MAX}
        length={values.availabilityNotes.length}
        error={errors.availabilityNotes?.message}
        field={register('availabilityNotes')}
      />

      <Button type="submit" pending={isSubmitting} className="self-start">
        {submitLabel(mode, isSubmitting)}
      </Button>
    </form>
  );
}

function submitLabel(mode: 'create' | 'edit', pending: boolean): string {
  if (mode === 'edit') return pending ? 'Saving...' : 'Save Changes';
  return pending ? 'Creating Service...' : 'Create Service';
}

/** A new service's starting values: the spec's defaults, with the member's own country and postcode when known. */
function newServiceValues(country?: string | null, postcode?: string | null): ServiceFormValues {
  const knownCountry = country && (COUNTRIES as readonly string[]).includes(country) ? country : '';
  return { ...emptyServiceForm, country: knownCountry, postcode: knownCountry ? (postcode ?? '') : '' };
}
