import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';
import { multipartBody } from '../openapi/openapi';

/** The fields of one type only (flat on input and output; null when not set or not of the service's type). */
export const TYPE_TEXT_FIELDS = [
  'homeType',
  'houseRules',
  'swapPreferences',
  'eventType',
  'whatToBring',
  'activitiesPlanned',
  'petServiceType',
  'experienceLevel',
  'serviceDuration',
  'childAgeRange',
  'supervisionRequired',
  'playdateActivities',
  'callPurpose',
  'platformPreference',
  'callDuration',
  'timeZone',
  'childcareType',
  'childcareArrangement',
  'ageRangeAccepted',
  'activityType',
  'intensityLevel',
  'equipmentNeeded',
] as const;
export const TYPE_LIST_FIELDS = ['amenities', 'petTypesAccepted'] as const;

const SERVICE_TEXT_FIELDS = [
  'title',
  'description',
  'type',
  'serviceMode',
  'dateTime',
  'recurringPattern',
  'recurrenceRule',
  'location',
  'country',
  'postcode',
  'virtualLink',
  'pricingType',
  'currency',
  'audienceLimitations',
  'availabilityNotes',
  ...TYPE_TEXT_FIELDS,
] as const;
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
const CANCELLATION_POLICY_MEANING =
  "flexible: full refund at least 24 hours before the booked day, 50% after; moderate: full refund at least 5 days before, 50% after; strict: 50% refund at least 7 days before, none after. The host's cancellation or decline always refunds in full.";

export const INTEGER_FIELDS = {
  maxParticipants: 'Max participants',
  bedrooms: 'Bedrooms',
  durationMinutes: 'Duration',
} as const;
export const BOOLEAN_FIELDS = { isRecurring: 'Recurring', isCertified: 'Certified' } as const;
export const LIST_FIELDS = { amenities: 'Amenities', petTypesAccepted: 'Pet types accepted' } as const;

// ---- the service as the API answers it ----

export const servicePhotoSchema = z
  .object({
    id: z.string(),
    thumbnailUrl: z.string().describe('320 pixels wide at most (WebP).'),
    cardUrl: z.string().describe('800 pixels wide at most (WebP).'),
    fullUrl: z.string().describe('1600 pixels wide at most (WebP).'),
    srcset: z.string().describe('For an <img srcset>: the three variants with their widths.'),
  })
  .meta({ id: 'ServicePhoto' });

export const serviceAreaSchema = z
  .object({
    district: z.string().describe("The postcode's district (e.g. SW1A): what other members see of the place."),
    place: z.string().nullable(),
    distanceMiles: z.number().nullable().describe('From the postcode browsed near, rounded to 0.1 mile.'),
    distanceLabel: z.string().nullable().describe('e.g. "about 2 miles away".'),
  })
  .meta({ id: 'ServiceArea' });

const typeFields = Object.fromEntries(TYPE_TEXT_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
  (typeof TYPE_TEXT_FIELDS)[number],
  z.ZodNullable<z.ZodString>
>;

export const serviceSchema = z
  .object({
    id: z.string(),
    hostId: z.string(),
    hostName: z
      .string()
      .nullable()
      .describe("The host's first name and last initial; null across a block and for visitors."),
    title: z.string(),
    description: z.string(),
    type: z
      .string()
      .describe(
        'rent_swap_home, holiday_gathering, pet_services, playdate, video_call, childcare or wellbeing_activity.',
      ),
    serviceMode: z.string().describe('in_person or online.'),
    dateTime: z.string().nullable().describe('ISO 8601; null is Flexible.'),
    isRecurring: z.boolean(),
    recurringPattern: z.string().nullable(),
    recurrenceRule: z
      .string()
      .nullable()
      .describe('custom pattern only: the RFC 5545 rule, e.g. FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH.'),
    durationMinutes: z.number().int().nullable().describe('How long each occurrence lasts; null: an hour.'),
    location: z
      .string()
      .nullable()
      .describe('The exact address: only the host, and a guest whose booking of it is confirmed, see it.'),
    country: z.string(),
    postcode: z.string().describe('The full postcode for the host; the district for everyone else.'),
    area: serviceAreaSchema,
    virtualLink: z.string().nullable(),
    pricingType: z.string().describe('free, fixed_price, donation_based or exchange.'),
    price: z.number().nullable().describe('In major units (12.5), for fixed_price and donation_based.'),
    priceMinor: z.number().int().nullable().describe('The same price in minor units (1250).'),
    currency: z.string(),
    maxParticipants: z.number().int(),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES).describe(CANCELLATION_POLICY_MEANING),
    audienceLimitations: z.string().nullable(),
    availabilityNotes: z.string().nullable(),
    status: z.string().describe('active, paused, completed or cancelled.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    photos: z.array(servicePhotoSchema),
    imageUrls: z.array(z.string()),
    bedrooms: z.number().int().nullable(),
    amenities: z.array(z.string()).nullable(),
    petTypesAccepted: z.array(z.string()).nullable(),
    isCertified: z.boolean().nullable(),
    ...typeFields,
  })
  .meta({ id: 'Service' });

export type ServiceJson = z.infer<typeof serviceSchema>;

/** Browse answers what listings answers, without the host's name (the detail page has it). */
export const browsedServiceSchema = serviceSchema.omit({ hostName: true }).meta({ id: 'BrowsedService' });

// ---- the multipart form (create and edit) ----

const formValue = (label: string) => formText(label, 10_000).optional();

/** Every text part the form may send: each value as text, lists as JSON text, dates ISO; empty is absent. */
export const serviceFormFieldsSchema = z.object({
  ...(Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, formValue(field)])) as Record<
    (typeof SERVICE_TEXT_FIELDS)[number],
    ReturnType<typeof formValue>
  >),
  price: formValue('Price').describe('A number with at most 2 decimals, for fixed_price and donation_based.'),
  maxParticipants: formValue('Max participants').describe('A whole number, at least 1 (default 1).'),
  cancellationPolicy: z
    .enum(CANCELLATION_POLICIES, { error: 'Please choose a cancellation policy' })
    .optional()
    .describe(`Default flexible. ${CANCELLATION_POLICY_MEANING}`),
  bedrooms: formValue('Bedrooms').describe('A whole number, at least 1.'),
  isRecurring: formValue('Recurring').describe('true or false (default false).'),
  durationMinutes: formValue('Duration').describe('Recurring services: minutes each occurrence lasts (15-1440).'),
  isCertified: formValue('Certified').describe('true or false.'),
  amenities: formValue('Amenities').describe('A JSON list, e.g. ["WiFi","Garden"].'),
  petTypesAccepted: formValue('Pet types accepted').describe('A JSON list, e.g. ["Cats"].'),
});

export const serviceEditFieldsSchema = serviceFormFieldsSchema.extend({
  keepPhotoIds: formValue('Photos to keep').describe(
    'A JSON list of the photo ids to keep, in order; the new images follow them. Absent keeps none.',
  ),
});

const imagesPart = z
  .array(z.file())
  .max(5)
  .optional()
  .describe('Up to 5 photos (JPEG, PNG, GIF or WebP, 10MB each), repeated under the name images.');

// ---- routes ----

const SERVICE_NOT_FOUND = 'No such service, or not one the caller may see.';
const NOT_THEIRS = "No such service, or not the caller's (another member's service is never revealed).";

export const BROWSE_FILTERS = ['type', 'country', 'postcode', 'freeOnly', 'near', 'nearCountry'] as const;

export const browseServicesQuerySchema = z.object({
  type: formText('Type', 50).optional().describe('A current or older type key.'),
  country: formText('Country', 100).optional(),
  postcode: formText('Postcode', 20).optional().describe('Services within 25 miles of it, nearest first.'),
  freeOnly: z.enum(['true', 'false'], { error: 'freeOnly must be true or false' }).optional(),
  near: formText('Near', 20).optional().describe('A postcode to order by distance from (no radius).'),
  nearCountry: formText('Near country', 100).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .optional()
    .describe('Page size, 1–50 (default 20).'),
  cursor: formText('Cursor', 500).optional().describe('From the previous page\'s Link rel="next" or x-next-cursor.'),
});

const serviceIdParams = z.object({ id: z.string().max(100) });

const pagedHeaders = {
  link: {
    type: 'string',
    description: 'RFC 8288, when there is a next page: </api/services?...&cursor=X>; rel="next".',
  },
  'x-next-cursor': { type: 'string', description: 'The cursor of the next page, when there is one.' },
};

export const browseServicesRouteSchema = {
  summary: 'Browse active services (filters, near a postcode, cursor pages)',
  tags: ['services'],
  querystring: browseServicesQuerySchema,
  response: {
    200: z.array(browsedServiceSchema).meta({ description: 'One page of services.', headers: pagedHeaders }),
    ...COMMON_ERRORS,
    400: errorResponse('A filter is invalid, e.g. a postcode the centroid data does not know.'),
    401: errorResponse('Not signed in.'),
  },
};

export const serviceDetailRouteSchema = {
  summary: 'One service, as the caller may see it (public)',
  tags: ['services'],
  params: serviceIdParams,
  response: {
    200: jsonResponse(serviceSchema, 'The service.'),
    ...COMMON_ERRORS,
    404: errorResponse(SERVICE_NOT_FOUND),
  },
};

export const myServicesRouteSchema = {
  summary: "The signed-in member's services, every status, newest first",
  tags: ['services'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.array(serviceSchema), 'Their services.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

const FORM_ERRORS = {
  ...WRITE_ERRORS,
  400: errorResponse('A field is invalid (see fieldErrors), or more than 5 photos: nothing is stored.'),
  401: errorResponse('Not signed in.'),
  413: errorResponse('A photo is larger than 10MB: nothing is stored.'),
  415: errorResponse('The form was not sent as multipart/form-data.'),
};

export const createServiceRouteSchema = {
  summary: 'Lists a new service (active), with up to 5 photos',
  tags: ['services'],
  consumes: ['multipart/form-data'],
  body: multipartBody(serviceFormFieldsSchema.extend({ images: imagesPart })),
  response: { 201: jsonResponse(serviceSchema, 'Listed.'), ...FORM_ERRORS },
};

export const updateServiceRouteSchema = {
  summary: "Replaces the caller's service as a whole: fields, kept photos and new ones",
  tags: ['services'],
  consumes: ['multipart/form-data'],
  params: serviceIdParams,
  body: multipartBody(serviceEditFieldsSchema.extend({ images: imagesPart })),
  response: { 200: jsonResponse(serviceSchema, 'Saved.'), ...FORM_ERRORS, 404: errorResponse(NOT_THEIRS) },
};

export const SERVICE_STATUSES = ['active', 'paused', 'completed', 'cancelled'] as const;

export const setServiceStatusRouteSchema = {
  summary: "Pauses, resumes, completes or cancels the caller's service",
  tags: ['services'],
  params: serviceIdParams,
  body: z.object(
    { status: z.enum(SERVICE_STATUSES, { error: 'Please choose a status from the list' }) },
    { error: 'Send the status as a JSON object.' },
  ),
  response: {
    200: jsonResponse(serviceSchema, 'The service with its new status.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
    409: errorResponse('The service cannot move from its status to that one.'),
  },
};

export const deleteServiceRouteSchema = {
  summary: "Deletes the caller's service and its photos",
  tags: ['services'],
  params: serviceIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(z.object({ id: z.string() }), 'Deleted.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
  },
};
