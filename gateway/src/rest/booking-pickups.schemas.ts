import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

const bookingIdParams = z.object({ id: z.string().max(100) });

export const HANDOVER_KINDS = ['collected', 'dropped_off'] as const;

/** The names a guest sends; bookings checks the count (1–5) and each name's length (2–80) and answers with fieldErrors. */
export const authorisedAdultNames = z
  .array(formText('Name', 200), { error: 'Send the names as a list of text.' })
  .max(20, 'Name at most 5 adults who may collect the child')
  .describe('Childcare only: 1 to 5 adults authorised to collect the child, names only (2–80 characters each).');

export const bookingPickupSchema = z
  .object({
    bookingId: z.string(),
    authorisedAdults: z.array(z.string()).describe('Who may collect the child, as the guest named them.'),
    handovers: z
      .array(
        z
          .object({
            id: z.string(),
            kind: z.enum(HANDOVER_KINDS).describe("'collected' or 'dropped_off'."),
            recordedBy: z.enum(['host', 'guest']).describe('The side that recorded it.'),
            recordedByName: z.string().nullable().describe('Their first name; null when bookings does not know it.'),
            recordedAt: z.string().describe("When it was recorded (the server's clock)."),
          })
          .meta({ id: 'BookingHandover' }),
      )
      .describe('Every check-in, oldest first.'),
  })
  .meta({ id: 'BookingPickup' });

export type BookingPickupJson = z.infer<typeof bookingPickupSchema>;

const NOT_THEIRS = 'No such booking, or not one of which the caller is the guest or the host.';

export const bookingPickupRouteSchema = {
  summary: "A childcare booking's safe pickup (who may collect the child, every check-in), for its guest and host",
  tags: ['bookings'],
  params: bookingIdParams,
  response: {
    200: jsonResponse(bookingPickupSchema, 'The pickup.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(`${NOT_THEIRS} Also for a booking that is not for childcare.`),
  },
};

export const authorisedAdultsBodySchema = z.object(
  { names: authorisedAdultNames },
  { error: 'Send the names as a JSON object.' },
);

export const setAuthorisedAdultsRouteSchema = {
  summary: 'The guest names the adults who may collect the child (until the booking is completed)',
  tags: ['bookings'],
  params: bookingIdParams,
  body: authorisedAdultsBodySchema,
  response: {
    200: jsonResponse(bookingPickupSchema, 'The pickup with the new names.'),
    ...WRITE_ERRORS,
    400: errorResponse('The names are invalid (see fieldErrors), or the booking is not for childcare.'),
    401: errorResponse('Not signed in.'),
    403: errorResponse('The caller is the host: only the parent who booked can change who may collect.'),
    404: errorResponse(NOT_THEIRS),
    409: errorResponse('The booking is declined, cancelled or completed.'),
  },
};

export const handoverBodySchema = z.object(
  {
    kind: z
      .enum(HANDOVER_KINDS, { error: "A check-in is 'collected' or 'dropped_off'" })
      .describe("'collected' or 'dropped_off'."),
  },
  { error: 'Send the check-in as a JSON object.' },
);

export const recordHandoverRouteSchema = {
  summary: "The host or the guest records 'collected' or 'dropped_off'; the other parent is emailed at once",
  tags: ['bookings'],
  params: bookingIdParams,
  body: handoverBodySchema,
  response: {
    201: jsonResponse(bookingPickupSchema, 'Recorded: the pickup with every check-in, oldest first.'),
    ...WRITE_ERRORS,
    400: errorResponse('The kind is invalid, or the booking is not for childcare.'),
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
    409: errorResponse('The booking is not confirmed, or its day has not come yet.'),
  },
};
