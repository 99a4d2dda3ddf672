import type { Service } from '../services/services-api';
import { isServiceType } from '../services/service-types';
import { PRICED_TYPES, TYPE_DETAILS } from './service-form-options';
import { emptyServiceForm, type ServiceFormValues } from './service-form.schema';

/** A datetime-local input's value ('2026-12-24T15:30') for an ISO instant, in the browser's time zone. */
export function localDateTimeValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const text = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

/** The form prefilled with a service, for /edit-service/{id}. */
export function formValuesOf(service: Service): ServiceFormValues {
  const values: ServiceFormValues = {
    ...emptyServiceForm,
    type: isServiceType(service.type) ? service.type : '',
    title: service.title,
    description: service.description,
    serviceMode: service.serviceMode,
    country: service.country,
    postcode: service.postcode,
    location: text(service.location),
    virtualLink: text(service.virtualLink),
    dateTime: localDateTimeValue(service.dateTime),
    isRecurring: service.isRecurring,
    recurringPattern: text(service.recurringPattern),
    recurrenceRule: text(service.recurrenceRule),
    durationMinutes: text(service.durationMinutes),
    pricingType: service.pricingType,
    price: text(service.price),
    currency: service.currency || 'GBP',
    maxParticipants: text(service.maxParticipants),
    cancellationPolicy: service.cancellationPolicy,
    audienceLimitations: text(service.audienceLimitations),
    availabilityNotes: text(service.availabilityNotes),
    amenities: service.amenities ?? [],
    petTypesAccepted: service.petTypesAccepted ?? [],
    isCertified: service.isCertified ?? false,
    bedrooms: text(service.bedrooms),
  };
  for (const detail of Object.values(TYPE_DETAILS).flatMap((type) => type.fields)) {
    if (detail.kind === 'select' || detail.kind === 'text') {
      values[detail.name] = text(service[detail.name]);
    }
  }
  return values;
}

/**
 * The multipart fields of POST /api/services and PUT /api/services/{id}: each field as text, lists as JSON text, the
 * date as ISO text, empty fields left out. Only what applies is sent: the location or the link for the mode, the
 * pattern when recurring, the price and currency when priced, and the chosen type's own fields.
 */
export function serviceFormData(values: ServiceFormValues, images: readonly File[], keepPhotoIds?: string[]): FormData {
  const form = new FormData();
  const put = (name: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed) form.append(name, trimmed);
  };

  put('type', values.type);
  put('title', values.title);
  put('description', values.description);
  put('serviceMode', values.serviceMode);
  put('country', values.country);
  put('postcode', values.postcode);
  if (values.serviceMode === 'in_person') put('location', values.location);
  if (values.serviceMode === 'online') put('virtualLink', values.virtualLink);
  if (values.dateTime) put('dateTime', new Date(values.dateTime).toISOString());
  form.append('isRecurring', String(values.isRecurring));
  if (values.isRecurring) {
    put('recurringPattern', values.recurringPattern);
    if (values.recurringPattern === 'custom') put('recurrenceRule', values.recurrenceRule);
    put('durationMinutes', values.durationMinutes);
  }
  put('pricingType', values.pricingType);
  if (PRICED_TYPES.includes(values.pricingType)) {
    put('price', values.price);
    put('currency', values.currency);
  }
  put('maxParticipants', values.maxParticipants);
  put('cancellationPolicy', values.cancellationPolicy);
  put('audienceLimitations', values.audienceLimitations);
  put('availabilityNotes', values.availabilityNotes);

  const details = isServiceType(values.type) ? TYPE_DETAILS[values.type].fields : [];
  for (const detail of details) {
    if (detail.kind === 'checklist') {
      if (values[detail.name].length > 0) form.append(detail.name, JSON.stringify(values[detail.name]));
    } else if (detail.kind === 'flag') {
      form.append(detail.name, String(values[detail.name]));
    } else {
      put(detail.name, values[detail.name]);
    }
  }

  if (keepPhotoIds) form.append('keepPhotoIds', JSON.stringify(keepPhotoIds));
  for (const image of images) form.append('images', image, image.name);
  return form;
}
