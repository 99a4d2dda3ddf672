import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery, WRITE_ERRORS } from '../errors/error-response.schema';
import { bookingIdParams } from './bookings.schemas';

export const bookingPaymentSchema = z
  .object({
    provider: z
      .enum(['test', 'stripe'])
      .describe("'test': offline, no real money; 'stripe': Stripe's Payment Element."),
    clientSecret: z
      .string()
      .nullable()
      .describe("Confirms the payment in Stripe's Payment Element: the guest's only, while the payment is to be made."),
    publishableKey: z.string().nullable().describe("Stripe's publishable key; null for the test provider."),
  })
  .meta({ id: 'BookingPayment' });

export const payoutAccountSchema = z
  .object({
    status: z.enum(['not_started', 'incomplete', 'enabled']),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    onboardingAvailable: z.boolean().describe('False when hosts cannot set up payouts here.'),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'PayoutAccount' });

export const bookingPaymentRouteSchema = {
  summary: "A booking's payment as the browser takes it (its guest and host only)",
  tags: ['bookings'],
  params: bookingIdParams,
  response: {
    200: jsonResponse(
      bookingPaymentSchema,
      'The provider, its publishable key and (the guest, while to pay) the secret.',
    ),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse('No such booking, or not the caller’s as guest or host.'),
  },
};

export const payoutAccountRouteSchema = {
  summary: "The signed-in host's payout account",
  tags: ['payments'],
  querystring: noQuery,
  response: {
    200: jsonResponse(payoutAccountSchema, 'Its status (not_started until the host sets up payouts).'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const startPayoutOnboardingRouteSchema = {
  summary: "Starts (or resumes) the signed-in host's payout setup",
  tags: ['payments'],
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    201: jsonResponse(z.object({ url: z.string() }), 'Where to send the host (used once, soon).'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    503: errorResponse('Payouts to hosts are not set up here, or the provider is down.'),
  },
};
