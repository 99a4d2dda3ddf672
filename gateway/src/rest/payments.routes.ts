import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  bookingPaymentRouteSchema,
  payoutAccountRouteSchema,
  startPayoutOnboardingRouteSchema,
} from './payments.schemas';
import { isUuid } from '@village/kit/ids';

const BOOKING_PAYMENT = `query BookingPayment($bookingId: ID!) {
  bookingPayment(bookingId: $bookingId) { provider clientSecret publishableKey }
}`;
const PAYOUT_ACCOUNT = `query PayoutAccount {
  payoutAccount { status chargesEnabled payoutsEnabled detailsSubmitted onboardingAvailable updatedAt }
}`;
const START_PAYOUT_ONBOARDING = 'mutation StartPayoutOnboarding { startPayoutOnboarding { url } }';

export type PaymentsRoutesOptions = GraphRoutesOptions;

/** A booking's payment for the browser, and the host's payout account and its onboarding, through the graph. */
export async function paymentsRoutes(fastify: FastifyInstance, options: PaymentsRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/bookings/:id/payment', { schema: bookingPaymentRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    if (!isUuid(request.params.id)) {
      throw new UpstreamRefusal(404, { message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
    }
    const data = await executeGraph<{ bookingPayment: never }>(
      options.graph,
      BOOKING_PAYMENT,
      { bookingId: request.params.id },
      context,
    );
    return reply.header('cache-control', 'no-store').send(data.bookingPayment);
  });

  app.get('/api/payments/payout-account', { schema: payoutAccountRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ payoutAccount: never }>(options.graph, PAYOUT_ACCOUNT, {}, signedIn(request));
    return reply.send(data.payoutAccount);
  });

  app.post(
    '/api/payments/payout-account/onboarding',
    { schema: startPayoutOnboardingRouteSchema },
    async (request, reply) => {
      const data = await executeGraph<{ startPayoutOnboarding: { url: string } }>(
        options.graph,
        START_PAYOUT_ONBOARDING,
        {},
        signedIn(request),
      );
      return reply.status(201).send(data.startPayoutOnboarding);
    },
  );
}
