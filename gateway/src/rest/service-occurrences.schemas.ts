import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

export const OCCURRENCE_STATES = ['scheduled', 'paused', 'cancelled'] as const;

export const serviceOccurrenceSchema = z
  .object({
    serviceId: z.string(),
    date: z.string().describe("The occurrence's day, YYYY-MM-DD in Europe/London: the bookingDate that books it."),
    startsAt: z.string().describe('ISO 8601.'),
    endsAt: z.string().describe('ISO 8601.'),
    capacity: z.number().int().describe("The service's places per occurrence."),
    placesLeft: z.number().int(),
    state: z.enum(OCCURRENCE_STATES).describe('scheduled (bookable while places are left), paused or cancelled.'),
  })
  .meta({ id: 'ServiceOccurrence' });

export type ServiceOccurrenceJson = z.infer<typeof serviceOccurrenceSchema>;

const occurrencesSchema = z.object({ occurrences: z.array(serviceOccurrenceSchema) });

const serviceIdParams = z.object({ id: z.string().max(100) });
const occurrenceParams = z.object({
  id: z.string().max(100),
  date: z.string().max(20).describe('YYYY-MM-DD, one of the occurrences.'),
});

const stateBody = z.object(
  {
    state: z
      .enum(OCCURRENCE_STATES, { error: 'Please choose scheduled, paused or cancelled' })
      .describe(
        'paused: not bookable, bookings kept; scheduled: bookable again; cancelled: final, bookings cancelled.',
      ),
  },
  { error: 'Send the state as a JSON object.' },
);

const NOT_FOUND = 'No such recurring service (one with occurrences), or one across a block.';
const SIGNED_OUT = errorResponse('Not signed in.');

export const serviceOccurrencesRouteSchema = {
  summary: "A recurring service's upcoming occurrences (at most 26, half a year ahead) with places left",
  description:
    'Its host sees every occurrence; guests do not see cancelled ones, nor any of a paused or cancelled service.',
  tags: ['services'],
  params: serviceIdParams,
  response: {
    200: jsonResponse(occurrencesSchema, 'The occurrences, soonest first.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(NOT_FOUND),
  },
};

export const setServiceOccurrenceStateRouteSchema = {
  summary: 'The host pauses, resumes or cancels one occurrence (cancelling cancels and refunds its bookings)',
  tags: ['services'],
  params: occurrenceParams,
  body: stateBody,
  response: {
    200: jsonResponse(serviceOccurrenceSchema, 'The occurrence as it now stands.'),
    ...WRITE_ERRORS,
    400: errorResponse('The state is unknown or the date is not one of the occurrences (see fieldErrors).'),
    401: SIGNED_OUT,
    404: errorResponse(`${NOT_FOUND} Also for a service the caller does not host.`),
    409: errorResponse('The occurrence is cancelled already.'),
  },
};

export const setServiceSeriesStateRouteSchema = {
  summary: 'The host pauses, resumes or cancels the whole series (cancelling cancels and refunds its bookings)',
  tags: ['services'],
  params: serviceIdParams,
  body: stateBody,
  response: {
    200: jsonResponse(occurrencesSchema, 'Every occurrence as it now stands.'),
    ...WRITE_ERRORS,
    400: errorResponse('The state is unknown (see fieldErrors).'),
    401: SIGNED_OUT,
    404: errorResponse(`${NOT_FOUND} Also for a service the caller does not host.`),
    409: errorResponse('The series is cancelled already.'),
  },
};
