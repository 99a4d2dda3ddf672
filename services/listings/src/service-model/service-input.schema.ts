import { z } from 'zod';
import {
  COUNTRY_NAMES,
  type CountryName,
  parseRecurrenceRule,
  formatRecurrenceRule,
  RecurrenceRuleError,
  UUID_PATTERN,
} from '@village/kit';
import { currentServiceType } from '../service-types/older-type-keys';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '../service-types/service-types';
import {
  TYPE_FIELD_NAMES,
  TYPE_FIELDS,
  TYPE_OF_FIELD,
  type ServiceDetails,
  type TypeFieldName,
  type TypeFieldSpec,
} from '../service-types/type-fields';
import { hasAtMostTwoDecimals, toMinorUnits } from './money';
import {
  CANCELLATION_POLICIES,
  CURRENCIES,
  MAX_DURATION_MINUTES,
  MAX_PARTICIPANTS,
  MIN_DURATION_MINUTES,
  MAX_PHOTOS,
  MAX_PRICE,
  PRICED_PRICING_TYPES,
  PRICING_TYPES,
  RECURRING_PATTERNS,
  SERVICE_MODES,
  type CancellationPolicy,
  type Currency,
  type PricingType,
  type RecurringPattern,
  type ServiceMode,
} from './service-words';

/** A service's own fields as the host gave them, checked and normalised (the postcode is not looked up yet). */
export interface ServiceFields {
  title: string;
  description: string;
  type: ServiceType;
  serviceMode: ServiceMode;
  dateTime: Date | null;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  /** A custom pattern's RFC 5545 rule (FREQ=...;...), normalised; null for the other patterns. */
  recurrenceRule: string | null;
  /** How long each occurrence lasts; null: an hour. */
  durationMinutes: number | null;
  location: string | null;
  country: CountryName;
  postcode: string;
  virtualLink: string | null;
  pricingType: PricingType;
  priceMinor: number | null;
  currency: Currency;
  maxParticipants: number;
  cancellationPolicy: CancellationPolicy;
  audienceLimitations: string | null;
  availabilityNotes: string | null;
  details: ServiceDetails;
  photoIds: string[];
}

// Tab, line feed and carriage return are allowed; other control characters (a NUL cannot be stored) are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Absent, null, blank text and empty lists all mean "not given". */
const blankToUndefined = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
};
const numericTextToNumber = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && NUMERIC_TEXT.test(given) ? Number(given) : given;
};
const booleanText = (value: unknown): unknown => {
  const given = blankToUndefined(value);
  return given === 'true' ? true : given === 'false' ? false : given;
};

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'Please remove the special characters' });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const wholeNumber = (message: string, min: number, max: number, maxMessage: string) =>
  z.preprocess(
    numericTextToNumber,
    z.number({ error: message }).int(message).min(min, message).max(max, maxMessage).optional(),
  );

function typeFieldSchema(spec: TypeFieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'choice':
      return optional(z.enum(spec.values as [string, ...string[]], { error: spec.message }));
    case 'choices':
      return optional(
        z
          .array(z.enum(spec.values as [string, ...string[]], { error: spec.message }), { error: spec.message })
          .transform((values) => [...new Set(values)]),
      );
    case 'text':
      return optional(text(spec.max, spec.message));
    case 'count':
      return wholeNumber(spec.message, 1, 1000, spec.message.replace('at least 1', '1000 or less'));
    case 'flag':
      return z.preprocess(booleanText, z.boolean({ error: 'Please answer yes or no' }).optional());
  }
}

const typeFieldShape = Object.fromEntries(
  Object.values(TYPE_FIELDS).flatMap((fields) =>
    Object.entries(fields).map(([name, spec]) => [name, typeFieldSchema(spec as TypeFieldSpec)]),
  ),
) as Record<TypeFieldName, z.ZodType>;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

const baseShape = {
  title: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    text(100, 'Title must be under 100 characters').min(1, 'Title is required'),
  ),
  description: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    text(1000, 'Description must be under 1000 characters').min(10, 'Description must be at least 10 characters'),
  ),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? currentServiceType(value.trim()) : undefined),
    z.enum(SERVICE_TYPES, { error: 'Service type is required' }),
  ),
  serviceMode: optional(z.enum(SERVICE_MODES, { error: 'Please choose in person or online' })),
  dateTime: optional(
    z
      .string({ error: 'Please enter a valid date and time' })
      .refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
        error: 'Please enter a valid date and time',
      })
      .transform((value) => new Date(value)),
  ),
  isRecurring: z.preprocess(booleanText, z.boolean({ error: 'Please answer yes or no' }).optional()),
  recurringPattern: optional(z.enum(RECURRING_PATTERNS, { error: 'Please choose how often it repeats' })),
  recurrenceRule: optional(
    z.string({ error: 'Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO' }).transform((value, context) => {
      try {
        return formatRecurrenceRule(parseRecurrenceRule(value));
      } catch (error) {
        if (!(error instanceof RecurrenceRuleError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  ),
  durationMinutes: wholeNumber(
    `Duration must be from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes`,
    MIN_DURATION_MINUTES,
    MAX_DURATION_MINUTES,
    `Duration must be from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes`,
  ),
  location: optional(text(200, 'Location must be under 200 characters')),
  country: z.preprocess(blankToUndefined, z.enum(COUNTRY_NAMES, { error: 'Country is required' })),
  postcode: z.preprocess(blankToUndefined, text(20, 'Postcode must be under 20 characters').optional()),
  virtualLink: optional(
    text(500, 'Please enter a valid link (https://...)').refine(isHttpUrl, {
      error: 'Please enter a valid link (https://...)',
    }),
  ),
  pricingType: optional(z.enum(PRICING_TYPES, { error: 'Please choose how it is priced' })),
  price: z.preprocess(
    numericTextToNumber,
    z
      .number({ error: 'Price must be 0 or more' })
      .min(0, 'Price must be 0 or more')
      .max(MAX_PRICE, `Price must be ${MAX_PRICE} or less`)
      .refine(hasAtMostTwoDecimals, { error: 'Price can have at most 2 decimal places' })
      .optional(),
  ),
  currency: optional(z.enum(CURRENCIES, { error: 'Please choose a currency from the list' })),
  maxParticipants: wholeNumber(
    'Max participants must be at least 1',
    1,
    MAX_PARTICIPANTS,
    `Max participants must be ${MAX_PARTICIPANTS} or less`,
  ),
  cancellationPolicy: optional(z.enum(CANCELLATION_POLICIES, { error: 'Please choose a cancellation policy' })),
  audienceLimitations: optional(text(200, 'Audience limitations must be under 200 characters')),
  availabilityNotes: optional(text(500, 'Availability notes must be under 500 characters')),
  photoIds: optional(
    z
      .array(
        z
          .string({ error: 'Please choose photos you uploaded' })
          .regex(UUID_PATTERN, 'Please choose photos you uploaded'),
        {
          error: 'Please choose photos you uploaded',
        },
      )
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .refine((ids) => ids.length <= MAX_PHOTOS, { error: 'You can add up to 5 photos' }),
  ),
};

type Issue = { path: string; message: string };

/** The rules between fields: mode, recurrence, price, and the other types' fields. */
function crossFieldIssues(input: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const mode = input.serviceMode ?? 'in_person';
  if (mode === 'online' && input.location !== undefined) {
    issues.push({ path: 'location', message: 'A location applies only to in-person services' });
  }
  if (mode === 'in_person' && input.virtualLink !== undefined) {
    issues.push({ path: 'virtualLink', message: 'A video link applies only to online services' });
  }
  if (input.isRecurring === true && input.recurringPattern === undefined) {
    issues.push({ path: 'recurringPattern', message: 'Please choose how often it repeats' });
  }
  if (input.isRecurring !== true && input.recurringPattern !== undefined) {
    issues.push({ path: 'recurringPattern', message: 'A repeat pattern applies only to recurring services' });
  }
  if (input.recurringPattern === 'custom' && input.recurrenceRule === undefined) {
    issues.push({ path: 'recurrenceRule', message: 'Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO' });
  }
  if (input.recurringPattern !== 'custom' && input.recurrenceRule !== undefined) {
    issues.push({ path: 'recurrenceRule', message: 'A repeat rule applies only to a custom repeat pattern' });
  }
  const priced = PRICED_PRICING_TYPES.includes((input.pricingType ?? 'free') as PricingType);
  if (priced && input.price === undefined) {
    issues.push({ path: 'price', message: 'Price is required for fixed-price and donation services' });
  }
  if (!priced && input.price !== undefined) {
    issues.push({ path: 'price', message: 'A price applies only to fixed-price and donation services' });
  }
  if (priced && input.childcareArrangement === 'reciprocal') {
    issues.push({
      path: 'pricingType',
      message: 'Reciprocal childcare is paid in time-bank hours, never money: please choose free pricing',
    });
  }
  const type = input.type as ServiceType | undefined;
  if (type) {
    for (const field of TYPE_FIELD_NAMES) {
      const value = input[field];
      if (TYPE_OF_FIELD[field] === type || value === undefined || value === false) continue;
      issues.push({ path: field, message: `${field} does not apply to ${SERVICE_TYPE_LABELS[type]} services` });
    }
  }
  return issues;
}

const serviceInputSchema = z.object({ ...baseShape, ...typeFieldShape }).superRefine((input, context) => {
  for (const issue of crossFieldIssues(input)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});

type ParsedInput = z.output<typeof serviceInputSchema> & Record<TypeFieldName, unknown>;

function detailsOf(input: ParsedInput): ServiceDetails {
  const details: ServiceDetails = {};
  for (const [field, spec] of Object.entries(TYPE_FIELDS[input.type]) as Array<[TypeFieldName, TypeFieldSpec]>) {
    const value = input[field] as ServiceDetails[TypeFieldName] | undefined;
    if (value !== undefined) details[field] = value;
    else if (spec.kind === 'flag') details[field] = spec.default;
  }
  return details;
}

function fieldsOf(input: ParsedInput): ServiceFields {
  const priced = input.price !== undefined;
  return {
    title: input.title,
    description: input.description,
    type: input.type,
    serviceMode: input.serviceMode ?? 'in_person',
    dateTime: input.dateTime ?? null,
    isRecurring: input.isRecurring ?? false,
    recurringPattern: input.recurringPattern ?? null,
    recurrenceRule: input.recurrenceRule ?? null,
    durationMinutes: input.durationMinutes ?? null,
    location: input.location ?? null,
    country: input.country,
    postcode: input.postcode ?? '',
    virtualLink: input.virtualLink ?? null,
    pricingType: input.pricingType ?? 'free',
    priceMinor: priced ? toMinorUnits(input.price as number) : null,
    currency: input.currency ?? 'GBP',
    maxParticipants: input.maxParticipants ?? 1,
    cancellationPolicy: input.cancellationPolicy ?? 'flexible',
    audienceLimitations: input.audienceLimitations ?? null,
    availabilityNotes: input.availabilityNotes ?? null,
    details: detailsOf(input),
    photoIds: input.photoIds ?? [],
  };
}

export type ServiceInputCheck =
  { ok: true; fields: ServiceFields } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Checks a whole service as the host gave it (flat, the type's own fields among the others; older type keys
 * accepted), with the spec's messages: every field's first problem, and the first of all as the message.
 */
export function checkServiceInput(raw: unknown): ServiceInputCheck {
  const input = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const missingPostcode = blankToUndefined((input as Record<string, unknown>).postcode) === undefined;
  const result = serviceInputSchema.safeParse(input);
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  const note = (path: string, message: string) => {
    if (fieldErrors[path]) return;
    fieldErrors[path] = message;
    messages.push(message);
  };
  if (!result.success) {
    // A list's field answers for its items: 'amenities', not 'amenities.0'.
    for (const issue of result.error.issues) note(String(issue.path[0] ?? '_'), issue.message);
  }
  if (missingPostcode) note('postcode', 'Postcode is required');
  if (result.success && messages.length === 0) return { ok: true, fields: fieldsOf(result.data) };
  return { ok: false, message: messages[0] ?? 'Please check the highlighted fields and try again.', fieldErrors };
}
