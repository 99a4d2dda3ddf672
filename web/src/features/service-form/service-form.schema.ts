import { z } from 'zod';
import { COUNTRIES } from '../auth/countries';
import { DEFAULT_CANCELLATION_POLICY, isCancellationPolicy } from '../services/cancellation-policies';
import { isServiceType } from '../services/service-types';
import {
  AUDIENCE_MAX,
  AVAILABILITY_MAX,
  CURRENCIES,
  LOCATION_MAX,
  PRICED_TYPES,
  PRICING_TYPES,
  RECURRING_PATTERNS,
  SERVICE_MODES,
  TYPE_DETAILS,
} from './service-form-options';

export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 1000;
export const POSTCODE_MAX = 20;
export const MAX_PRICE = 1_000_000;
export const MAX_PARTICIPANTS = 1000;

const valuesOf = (list: readonly { value: string }[]) => list.map((option) => option.value);

/**
 * The form's values as the inputs hold them (numbers as typed text, the date as a datetime-local value). Every field
 * of every type is here; only the chosen type's are sent.
 */
export const serviceFormShape = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string(),
  serviceMode: z.string(),
  country: z.string(),
  postcode: z.string(),
  location: z.string(),
  virtualLink: z.string(),
  dateTime: z.string(),
  isRecurring: z.boolean(),
  recurringPattern: z.string(),
  recurrenceRule: z.string(),
  durationMinutes: z.string(),
  pricingType: z.string(),
  price: z.string(),
  currency: z.string(),
  maxParticipants: z.string(),
  cancellationPolicy: z.string(),
  audienceLimitations: z.string(),
  availabilityNotes: z.string(),
  homeType: z.string(),
  bedrooms: z.string(),
  amenities: z.array(z.string()),
  houseRules: z.string(),
  swapPreferences: z.string(),
  eventType: z.string(),
  whatToBring: z.string(),
  activitiesPlanned: z.string(),
  petServiceType: z.string(),
  petTypesAccepted: z.array(z.string()),
  experienceLevel: z.string(),
  serviceDuration: z.string(),
  childAgeRange: z.string(),
  supervisionRequired: z.string(),
  playdateActivities: z.string(),
  callPurpose: z.string(),
  platformPreference: z.string(),
  callDuration: z.string(),
  timeZone: z.string(),
  childcareType: z.string(),
  childcareArrangement: z.string(),
  ageRangeAccepted: z.string(),
  isCertified: z.boolean(),
  activityType: z.string(),
  intensityLevel: z.string(),
  equipmentNeeded: z.string(),
});

export type ServiceFormValues = z.infer<typeof serviceFormShape>;
export type ServiceFormField = keyof ServiceFormValues;

const PRICE_PATTERN = /^\d+(\.\d+)?$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d+$/;

function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The client's mirror of the listings service's rules, with the same messages word for word. Every rule is checked
 * in one pass so that all problems show at once (an object schema's refinements would wait for its fields).
 */
export const serviceFormSchema = serviceFormShape.superRefine((values, context) => {
  const problem = (field: ServiceFormField, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  const title = values.title.trim();
  const description = values.description.trim();

  if (!isServiceType(values.type)) problem('type', 'Service type is required');
  if (!title) problem('title', 'Title is required');
  else if (title.length > TITLE_MAX) problem('title', 'Title must be under 100 characters');
  if (description.length < DESCRIPTION_MIN) problem('description', 'Description must be at least 10 characters');
  else if (description.length > DESCRIPTION_MAX) problem('description', 'Description must be under 1000 characters');
  if (!valuesOf(SERVICE_MODES).includes(values.serviceMode))
    problem('serviceMode', 'Please choose in person or online');
  if (!(COUNTRIES as readonly string[]).includes(values.country)) problem('country', 'Country is required');
  const postcode = values.postcode.trim();
  if (!postcode) problem('postcode', 'Postcode is required');
  else if (postcode.length > POSTCODE_MAX) problem('postcode', 'Postcode must be under 20 characters');

  if (values.serviceMode === 'in_person' && values.location.trim().length > LOCATION_MAX) {
    problem('location', 'Location must be under 200 characters');
  }
  const link = values.virtualLink.trim();
  if (values.serviceMode === 'online' && link && !isWebLink(link)) {
    problem('virtualLink', 'Please enter a valid link (https://...)');
  }
  if (values.dateTime && Number.isNaN(new Date(values.dateTime).getTime())) {
    problem('dateTime', 'Please enter a valid date and time');
  }
  if (values.isRecurring && !valuesOf(RECURRING_PATTERNS).includes(values.recurringPattern)) {
    problem('recurringPattern', 'Please choose how often it repeats');
  }
  if (values.isRecurring && values.recurringPattern === 'custom' && !values.recurrenceRule.trim()) {
    problem('recurrenceRule', 'Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO');
  }
  const duration = values.durationMinutes.trim();
  if (values.isRecurring && duration && !/^\d+$/.test(duration)) {
    problem('durationMinutes', 'Duration must be from 15 to 1440 minutes');
  } else if (values.isRecurring && duration && (Number(duration) < 15 || Number(duration) > 1440)) {
    problem('durationMinutes', 'Duration must be from 15 to 1440 minutes');
  }

  if (!valuesOf(PRICING_TYPES).includes(values.pricingType)) problem('pricingType', 'Please choose how it is priced');
  if (
    values.type === 'childcare' &&
    values.childcareArrangement === 'reciprocal' &&
    PRICED_TYPES.includes(values.pricingType)
  ) {
    problem('pricingType', 'Reciprocal childcare is paid in time-bank hours, never money: please choose free pricing');
  }
  if (PRICED_TYPES.includes(values.pricingType)) {
    const price = values.price.trim();
    if (!price) problem('price', 'Price is required for fixed-price and donation services');
    else if (!PRICE_PATTERN.test(price)) problem('price', 'Price must be 0 or more');
    else if (Number(price) > MAX_PRICE) problem('price', 'Price must be 1000000 or less');
    else if (!TWO_DECIMALS.test(price)) problem('price', 'Price can have at most 2 decimal places');
    if (!valuesOf(CURRENCIES).includes(values.currency)) problem('currency', 'Please choose a currency from the list');
  }

  const participants = values.maxParticipants.trim();
  if (!WHOLE_NUMBER.test(participants) || Number(participants) < 1) {
    problem('maxParticipants', 'Max participants must be at least 1');
  } else if (Number(participants) > MAX_PARTICIPANTS) {
    problem('maxParticipants', 'Max participants must be 1000 or less');
  }
  if (!isCancellationPolicy(values.cancellationPolicy)) {
    problem('cancellationPolicy', 'Please choose a cancellation policy');
  }
  if (values.audienceLimitations.trim().length > AUDIENCE_MAX) {
    problem('audienceLimitations', 'Audience limitations must be under 200 characters');
  }
  if (values.availabilityNotes.trim().length > AVAILABILITY_MAX) {
    problem('availabilityNotes', 'Availability notes must be under 500 characters');
  }

  const details = isServiceType(values.type) ? TYPE_DETAILS[values.type].fields : [];
  for (const field of details) {
    if (field.kind === 'count') {
      const bedrooms = values.bedrooms.trim();
      if (bedrooms && (!WHOLE_NUMBER.test(bedrooms) || Number(bedrooms) < 1)) {
        problem('bedrooms', 'Bedrooms must be at least 1');
      } else if (Number(bedrooms) > 1000) {
        problem('bedrooms', 'Bedrooms must be 1000 or less');
      }
    }
    if (field.kind === 'text' && values[field.name].trim().length > field.max) {
      problem(field.name, `${field.label} must be under ${field.max} characters`);
    }
  }
});

export const emptyServiceForm: ServiceFormValues = {
  type: '',
  title: '',
  description: '',
  serviceMode: 'in_person',
  country: '',
  postcode: '',
  location: '',
  virtualLink: '',
  dateTime: '',
  isRecurring: false,
  recurringPattern: '',
  recurrenceRule: '',
  durationMinutes: '',
  pricingType: 'free',
  price: '',
  currency: 'GBP',
  maxParticipants: '1',
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  audienceLimitations: '',
  availabilityNotes: '',
  homeType: '',
  bedrooms: '',
  amenities: [],
  houseRules: '',
  swapPreferences: '',
  eventType: '',
  whatToBring: '',
  activitiesPlanned: '',
  petServiceType: '',
  petTypesAccepted: [],
  experienceLevel: '',
  serviceDuration: '',
  childAgeRange: '',
  supervisionRequired: '',
  playdateActivities: '',
  callPurpose: '',
  platformPreference: '',
  callDuration: '',
  timeZone: '',
  childcareType: '',
  childcareArrangement: '',
  ageRangeAccepted: '',
  isCertified: false,
  activityType: '',
  intensityLevel: '',
  equipmentNeeded: '',
};
