import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

export const COMMUNITY_EVENT_TYPES = ['social', 'workshop', 'support_group', 'educational', 'meetup'] as const;

export const communityEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    eventType: z.string().describe('social, workshop, support_group, educational or meetup.'),
    location: z.string().nullable().describe('Null for a virtual event, or when not yet known.'),
    isVirtual: z.boolean(),
    startDateTime: z.string().describe('ISO 8601.'),
    endDateTime: z.string().describe('ISO 8601.'),
    maxParticipants: z.number().int().describe('Places, counting each member and each child they bring.'),
    currentParticipants: z.number().int().describe('Places taken by going members and their children.'),
    waitlistLength: z.number().int(),
    isOrganiser: z.boolean().describe('Whether the signed-in member organises it.'),
    organizer: z
      .object({
        firstName: z.string().nullable(),
        lastName: z
          .string()
          .nullable()
          .describe("The last name's initial when known; identity publishes first names only, so null today."),
      })
      .describe('Who organises it.'),
    userRsvpStatus: z
      .string()
      .nullable()
      .describe("The signed-in member's RSVP: confirmed (going), waitlisted or cancelled; null when none."),
    myRsvp: z
      .object({
        status: z.string().describe('going, waitlisted or cancelled.'),
        childrenAges: z.array(z.number().int()).describe('Ages only, never names; each child takes a place.'),
        waitlistPosition: z.number().int().nullable().describe('1 is next; null unless waitlisted.'),
      })
      .nullable(),
    seriesId: z
      .string()
      .nullable()
      .describe("A recurring event's series: its occurrences (each its own event) share it; null for a one-off."),
    recurrenceRule: z.string().nullable().describe('The RFC 5545 rule of the series; null for a one-off.'),
    isCancelled: z.boolean().describe('Whether the organiser cancelled it (cancelled events leave the list).'),
    isPaused: z
      .boolean()
      .describe('Whether the organiser paused RSVPs to it: new RSVPs are refused, members going keep their place.'),
  })
  .meta({ id: 'CommunityEvent' });

export type CommunityEventJson = z.infer<typeof communityEventSchema>;

export const communityEventsQuerySchema = z.object({
  type: z
    .enum(['all', ...COMMUNITY_EVENT_TYPES], { error: 'Unknown event type' })
    .optional()
    .describe('all (the default) or one type.'),
});

export const createCommunityEventBodySchema = z.object(
  {
    title: formText('Title', 200, { missing: 'Title is required' }),
    description: formText('Description', 5000).nullable().optional(),
    eventType: z.enum(COMMUNITY_EVENT_TYPES, { error: 'Please choose an event type' }).optional(),
    location: formText('Location', 300).nullable().optional().describe('Ignored for a virtual event.'),
    isVirtual: z.boolean({ error: 'isVirtual must be true or false' }).optional(),
    startDateTime: formText('Start', 100, { missing: 'Start date and time is required' }).describe(
      'ISO 8601 (or a datetime-local value, read as UTC); in the future.',
    ),
    endDateTime: formText('End', 100, { missing: 'End date and time is required' }).describe('After the start.'),
    maxParticipants: z
      .number({ error: 'Max participants must be a number' })
      .int('Max participants must be a whole number')
      .optional()
      .describe('2 to 100; 20 when not given.'),
    repeats: z
      .enum(['none', 'weekly', 'biweekly', 'monthly', 'custom'], { error: 'Please choose how often it repeats' })
      .optional()
      .describe(
        'none (the default), weekly, biweekly, monthly or custom: each occurrence (at most 26, half a year ahead) is its own event with its own places.',
      ),
    recurrenceRule: formText('Repeat rule', 300)
      .nullable()
      .optional()
      .describe(
        'custom only: an RFC 5545 rule of FREQ (DAILY/WEEKLY/MONTHLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL.',
      ),
  },
  { error: 'Send the event as a JSON object.' },
);

export const rsvpBodySchema = z.object(
  {
    status: z
      .enum(['confirmed', 'going', 'cancelled'], { error: "Status must be 'confirmed' or 'cancelled'" })
      .describe('confirmed (or going): takes places, or joins the waitlist when full; cancelled: gives them back.'),
    childrenAges: z
      .array(z.number({ error: 'Ages must be numbers' }).int('Ages must be whole numbers'), {
        error: 'childrenAges must be a list of ages',
      })
      .max(10, 'You can bring at most 10 children')
      .optional()
      .describe('The ages of the children the member brings (never names), 0 to 17; each takes a place.'),
  },
  { error: 'Send the RSVP as a JSON object.' },
);

export const eventIdParams = z.object({ eventId: z.string().max(100) });

const NOT_FOUND = 'No such event, or one organised by someone across a block.';
const SIGNED_OUT = errorResponse('Not signed in.');

export const listCommunityEventsRouteSchema = {
  summary: 'Events that have not ended, soonest first (at most 100), optionally of one type',
  tags: ['community-events'],
  querystring: communityEventsQuerySchema,
  response: {
    200: jsonResponse(z.array(communityEventSchema), 'The events.'),
    ...COMMON_ERRORS,
    400: errorResponse('Unknown event type.'),
    401: SIGNED_OUT,
  },
};

export const communityEventRouteSchema = {
  summary: 'One event',
  tags: ['community-events'],
  params: eventIdParams,
  response: {
    200: jsonResponse(communityEventSchema, 'The event.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(NOT_FOUND),
  },
};

export const communityEventCalendarRouteSchema = {
  summary: 'One event as an iCalendar file, for a calendar app',
  tags: ['community-events'],
  params: eventIdParams,
  response: {
    200: {
      description: 'An iCalendar (RFC 5545) file with one VEVENT.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(NOT_FOUND),
  },
};

export const createCommunityEventRouteSchema = {
  summary: 'Organises an event',
  tags: ['community-events'],
  body: createCommunityEventBodySchema,
  response: {
    201: jsonResponse(communityEventSchema, 'Created.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
  },
};

export const rsvpCommunityEventRouteSchema = {
  summary: 'RSVPs to an event: going (waitlisted when full) or cancelled (a freed place goes to the waitlist)',
  tags: ['community-events'],
  params: eventIdParams,
  body: rsvpBodySchema,
  response: {
    200: jsonResponse(communityEventSchema, 'The event with the RSVP.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(NOT_FOUND),
    409: errorResponse('The event has already started or is cancelled, or RSVPs to it are paused.'),
  },
};

export const cancelCommunityEventBodySchema = z.object(
  {
    wholeSeries: z
      .boolean({ error: 'wholeSeries must be true or false' })
      .optional()
      .describe('true: every occurrence of its series not yet started; false (the default): this event only.'),
  },
  { error: 'Send a JSON object.' },
);

export const cancelCommunityEventRouteSchema = {
  summary: 'The organiser cancels the event, or its whole series; the RSVPs are cancelled and the members emailed',
  tags: ['community-events'],
  params: eventIdParams,
  body: cancelCommunityEventBodySchema,
  response: {
    200: jsonResponse(communityEventSchema, 'The cancelled event.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(`${NOT_FOUND} Also for an event the caller does not organise.`),
    409: errorResponse('The event has already started, or is already cancelled.'),
  },
};

export const pauseCommunityEventRouteSchema = {
  summary:
    'The organiser pauses RSVPs to the event, or to its whole series; members already going keep their place and are not emailed',
  tags: ['community-events'],
  params: eventIdParams,
  body: cancelCommunityEventBodySchema,
  response: {
    200: jsonResponse(communityEventSchema, 'The paused event.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(`${NOT_FOUND} Also for an event the caller does not organise.`),
    409: errorResponse('The event has already started, or is cancelled.'),
  },
};

export const resumeCommunityEventRouteSchema = {
  summary: 'The organiser resumes RSVPs to the event, or to its whole series',
  tags: ['community-events'],
  params: eventIdParams,
  body: cancelCommunityEventBodySchema,
  response: {
    200: jsonResponse(communityEventSchema, 'The event, taking RSVPs again.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse(`${NOT_FOUND} Also for an event the caller does not organise.`),
    409: errorResponse('The event has already started, or is cancelled.'),
  },
};
