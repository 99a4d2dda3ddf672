import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../graph/gateway-context';
import type { PaymentWebhookClient } from './payment-webhook.client';
import { postPaymentWebhookRouteSchema } from './payment-webhook.schemas';

export const PAYMENT_WEBHOOK_ROUTE = '/api/payments/webhook';

/** Webhook events are small; a larger body is not one (bookings applies the same bound). */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export interface PaymentWebhookRoutesOptions {
  webhook: PaymentWebhookClient;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

/** Not a session's route: the signature is the guard (the session and CSRF hook lets this path through). */
export const isPaymentWebhook = (request: FastifyRequest): boolean =>
  request.method === 'POST' && request.url.split('?')[0] === PAYMENT_WEBHOOK_ROUTE;

/**
 * POST /api/payments/webhook. Registered in its own scope, whose only body parser keeps the bytes as they came:
 * the signature covers them, not JSON parsed and written again.
 */
export async function paymentWebhookRoutes(
  fastify: FastifyInstance,
  options: PaymentWebhookRoutesOptions,
): Promise<void> {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(PAYMENT_WEBHOOK_ROUTE, { schema: postPaymentWebhookRouteSchema }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    await options.webhook.forward(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), {
      contentType: request.headers['content-type'],
      signature: typeof signature === 'string' ? signature : undefined,
      correlationId: options.contextOf(request).correlationId,
    });
    return reply.send({ received: true as const });
  });
}
