import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse } from '../errors/error-response.schema';

export const postPaymentWebhookRouteSchema = {
  summary: "The card provider's webhook (Stripe): verified by its signature, not by a session",
  description:
    'Called by Stripe, never by the web app: no session and no CSRF token. The body is relayed byte for byte to ' +
    'bookings, which verifies the Stripe-Signature header on it and processes each event once (by its id).',
  tags: ['payments'],
  headers: z.object({
    'stripe-signature': z.string().optional().describe("Stripe's signature of the body (t=…,v1=…)."),
  }),
  body: z.unknown().describe('A Stripe event, as JSON.'),
  response: {
    200: jsonResponse(z.object({ received: z.literal(true) }), 'The event was verified and recorded.'),
    ...COMMON_ERRORS,
    400: errorResponse('The body is missing or the signature does not verify on it (PAYMENT_WEBHOOK_INVALID).'),
    413: errorResponse('The body is larger than any webhook event.'),
    429: errorResponse('Too many requests from this address; retried by the provider.'),
  },
};
