import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery, WRITE_ERRORS } from '../errors/error-response.schema';

const TAGS = ['calendar'];
const SIGNED_OUT = errorResponse('Not signed in.');
const FEED_NOT_FOUND = errorResponse(
  'No feed has this secret (never made, or reset since): "Calendar feed not found".',
);

export const calendarFeedLinkSchema = z
  .object({
    active: z.boolean().describe('Whether the member has a feed link; its secret is only shown when it is made.'),
    createdAt: z.string().nullable().describe('ISO 8601: when the current link was made; null without one.'),
  })
  .meta({ id: 'CalendarFeedLink' });

export const newCalendarFeedLinkSchema = z
  .object({
    url: z.string().describe('The secret feed address; shown this once, Village keeps only its hash.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'NewCalendarFeedLink' });

export const calendarFeedLinkRouteSchema = {
  summary: 'Whether the signed-in member has a personal calendar feed link (the secret itself is never shown again)',
  tags: TAGS,
  querystring: noQuery,
  response: {
    200: jsonResponse(calendarFeedLinkSchema, 'The link, without its secret.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
  },
};

export const resetCalendarFeedLinkRouteSchema = {
  summary: 'Makes a new secret calendar feed link for the signed-in member; the old link stops working at once',
  tags: TAGS,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    201: jsonResponse(newCalendarFeedLinkSchema, 'The new link, shown this once.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
  },
};

export const calendarFeedRouteSchema = {
  summary: "A member's personal calendar feed (no session: the secret in the address is the key)",
  tags: TAGS,
  params: z.object({ file: z.string().describe('{secret}.ics') }),
  querystring: noQuery,
  response: {
    200: {
      description:
        'An iCalendar (RFC 5545) file: every confirmed booking, every meeting hosted or accepted and not cancelled.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...COMMON_ERRORS,
    404: FEED_NOT_FOUND,
    429: errorResponse('Too many requests from this address; the Retry-After header says when to retry.'),
  },
};

export const bookingCalendarRouteSchema = {
  summary: 'One confirmed booking as an iCalendar file (a whole-day event), for its guest and host only',
  tags: ['bookings', ...TAGS],
  params: z.object({ id: z.string() }),
  querystring: noQuery,
  response: {
    200: {
      description: 'An iCalendar (RFC 5545) file with one VEVENT.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse('Not their booking, or no such booking: "Booking not found".'),
    409: errorResponse('The booking is not confirmed: "Only a confirmed booking can be added to a calendar".'),
  },
};

export const googleCalendarStatusRouteSchema = {
  summary: "Whether Google Calendar is offered here, and whether the signed-in member's is connected",
  tags: TAGS,
  querystring: noQuery,
  response: {
    200: jsonResponse(
      z
        .object({
          available: z.boolean().describe('False when Google Calendar is not set up on this Village.'),
          connected: z.boolean(),
        })
        .meta({ id: 'GoogleCalendarStatus' }),
      'The status.',
    ),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
  },
};

export const connectGoogleCalendarRouteSchema = {
  summary: "Starts connecting Google Calendar: Google's consent address, where the browser is then sent",
  tags: TAGS,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(
      z.object({ authUrl: z.string().describe("Google's OAuth 2.0 consent address.") }).meta({
        id: 'GoogleCalendarConnect',
      }),
      'Where to send the browser.',
    ),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    503: errorResponse('Google Calendar is not set up here: "Google Calendar is not available here".'),
  },
};

export const googleCalendarCallbackRouteSchema = {
  summary: 'Where Google sends the member back; redirects to /enhanced-profile saying how it went',
  tags: TAGS,
  querystring: z.object({
    code: z.string().max(2048).optional(),
    state: z.string().max(256).optional(),
    error: z.string().max(256).optional(),
  }),
  response: {
    302: z.undefined().meta({
      description:
        'To /enhanced-profile?googleCalendar=connected, or ?googleCalendarError=<message> (also for a visitor).',
      headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
    }),
    ...COMMON_ERRORS,
  },
};
