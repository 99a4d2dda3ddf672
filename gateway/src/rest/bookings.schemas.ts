import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';
import { authorisedAdultNames } from './booking-pickups.schemas';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const;

export const bookingSchema = z
  .object({
    id: z.string(),
    serviceId: z.string(),
    hostId: z.string(),
    guestId: z.string(),
    bookingDate: z.string().describe("'YYYY-MM-DD', a day in Europe/London."),
    notes: z.string().nullable().describe('For the host only.'),
    status: z.string().describe('pending, confirmed, declined, cancelled or completed.'),
    paymentStatus: z
      .string()
      .describe('none, requires_payment, authorised, captured, cancelled, refunded, partially_refunded or failed.'),
    totalAmount: z.number().describe('What the guest pays, in major units (12.5), set by the server.'),
    totalAmountMinor: z.number().int().describe('The same amount in minor units (1250).'),
    currency: z.string().describe('ISO 4217, e.g. GBP.'),
    cancellationPolicy: z.string().describe("flexible, moderate or strict: the service's when it was requested."),
    cancelledBy: z.string().nullable().describe('guest, host or system; null unless cancelled.'),
    refundAmountMinor: z.number().int().describe('Refunded so far, in minor units.'),
    createdAt: z.string(),
    service: z
      .object({ title: z.string(), type: z.string() })
      .nullable()
      .describe("The booked service's title and type; null when bookings does not know it."),
    counterpartContact: z
      .object({
        firstName: z.string(),
        email: z.string().nullable().describe('Their confirmed email address; null until they confirm one.'),
      })
      .nullable()
      .describe(
        'For the guest, the host; for the host, the guest: null until the booking is confirmed (or completed).',
      ),
    careHours: z
      .object({
        careHours: z.number().describe('Hours of care asked for (0.5–12, in half hours).'),
        children: z.number().int().describe('How many children (1–4).'),
        hoursCharged: z
          .number()
          .describe('Hours of care × the children factor: moved from the guest to the host on completion.'),
      })
      .nullable()
      .describe('Reciprocal childcare only (paid in time-bank hours, never money); null for every other booking.'),
  })
  .meta({ id: 'Booking' });

export type BookingJson = z.infer<typeof bookingSchema>;

const AMOUNT_MESSAGE = 'Total amount must be a number';
const NUMERIC_TEXT = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/;

export const requestBookingBodySchema = z.object(
  {
    serviceId: formText('Service', 100, { missing: 'Service is required' }),
    hostId: formText('Host', 100)
      .nullable()
      .optional()
      .describe("Informative only: the service's host is the one the booking goes to."),
    bookingDate: formText('Booking date', 100)
      .nullable()
      .optional()
      .describe("Required: 'YYYY-MM-DD', today (Europe/London) or later ('Booking date is required')."),
    notes: formText('Notes', 10_000).nullable().optional().describe('Up to 1000 characters, for the host only.'),
    totalAmount: z
      .union(
        [z.number({ error: AMOUNT_MESSAGE }), z.string().regex(NUMERIC_TEXT, AMOUNT_MESSAGE), z.literal(''), z.null()],
        { error: AMOUNT_MESSAGE },
      )
      .optional()
      .describe(
        'Donation-based services only: what the guest chooses to give, in major units (a number or numeric text; ' +
          'empty is none). Every other amount is computed by the server from the service.',
      ),
    authorisedAdults: authorisedAdultNames.nullable().optional(),
    careHours: z
      .number({ error: 'Please enter the hours of care, from 0.5 to 12 in half hours' })
      .nullable()
      .optional()
      .describe('Reciprocal childcare only: hours of care, 0.5 to 12 in half hours (else ignored).'),
    childrenCount: z
      .number({ error: 'Please enter the number of children, from 1 to 4' })
      .int('Please enter the number of children, from 1 to 4')
      .nullable()
      .optional()
      .describe('Reciprocal childcare only: how many children, 1 to 4 (else ignored).'),
  },
  { error: 'Send the booking as a JSON object.' },
);

export type RequestBookingBody = z.infer<typeof requestBookingBodySchema>;

export const bookingIdParams = z.object({ id: z.string().max(100) });
const NOT_THEIRS = 'No such booking, or not one of which the caller is the guest or the host.';
const bookingList = z.object({ bookings: z.array(bookingSchema) }).meta({ id: 'BookingList' });

const listRoute = (summary: string) => ({
  summary,
  tags: ['bookings'],
  querystring: noQuery,
  response: {
    200: jsonResponse(bookingList, 'Newest booking date first, at most 100.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
});

export const guestBookingsRouteSchema = listRoute("The signed-in member's bookings as a guest");
export const hostBookingsRouteSchema = listRoute("The bookings of the signed-in member's services");

export const bookingDetailRouteSchema = {
  summary: 'One booking, for its guest and host only',
  tags: ['bookings'],
  params: bookingIdParams,
  response: {
    200: jsonResponse(bookingSchema, 'The booking.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
  },
};

export const requestBookingRouteSchema = {
  summary: 'Asks for a seat on a service on one day (pending until the host accepts); the server sets the amount',
  tags: ['bookings'],
  body: requestBookingBodySchema,
  response: {
    201: jsonResponse(bookingSchema, 'Requested.'),
    ...WRITE_ERRORS,
    400: errorResponse("A field is invalid (see fieldErrors), or the service is the caller's own: nothing is booked."),
    401: errorResponse('Not signed in.'),
    403: errorResponse(
      'The CSRF token is missing, or the host accepts contact from verified members only and the caller is not verified.',
    ),
    404: errorResponse('No such service, or not one the caller may book (paused, deleted, or across a block).'),
    409: errorResponse('The service is fully booked on that day.'),
  },
};

const statusChangeRoute = (summary: string) => ({
  summary,
  tags: ['bookings'],
  params: bookingIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(bookingSchema, 'The booking with its new status.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
    409: errorResponse(
      'The booking\'s status does not allow it, e.g. "This booking is cancelled and can no longer be accepted."',
    ),
  },
});

export const acceptBookingRouteSchema = statusChangeRoute('The host accepts a pending request');
export const declineBookingRouteSchema = statusChangeRoute('The host declines a pending request; the seat is released');
export const cancelBookingRouteSchema = statusChangeRoute(
  'The guest or the host cancels a pending or confirmed booking; the seat is released',
);

export const testCardBodySchema = z
  .object(
    {
      cardNumber: z.string().max(30).describe('A test card number (spaces allowed); 4242 4242 4242 4242 succeeds.'),
      expMonth: z.coerce.number().int().describe('1–12.'),
      expYear: z.coerce.number().int().describe('Four digits.'),
      cvc: z.string().max(4),
    },
    { error: 'Send the card as a JSON object.' },
  )
  .meta({ id: 'TestCard' });

export const payWithTestCardRouteSchema = {
  summary: 'The guest pays a pending request with a test card (offline test provider only: no real money)',
  tags: ['bookings'],
  params: bookingIdParams,
  body: testCardBodySchema,
  response: {
    200: jsonResponse(bookingSchema, 'The booking, its payment authorised.'),
    ...WRITE_ERRORS,
    400: errorResponse("The card was refused, e.g. 'Your card was declined.' (see fieldErrors)."),
    401: errorResponse('Not signed in.'),
    404: errorResponse('No such booking, or not one of which the caller is the guest.'),
    409: errorResponse('The payment is not waiting for a card.'),
    503: errorResponse('Card payments go through Stripe on this Village: the card is confirmed in the browser.'),
  },
};
