import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  COMMISSION_ANALYTICS_QUERY,
  MY_PAYMENT_ANALYTICS_QUERY,
  PAYMENT_ANALYTICS_QUERY,
} from './payment-analytics.graph';
import {
  commissionAnalyticsRouteSchema,
  memberPaymentAnalyticsRouteSchema,
  platformPaymentAnalyticsRouteSchema,
  type CommissionByTypeJson,
  type MemberPaymentAnalyticsJson,
  type PlatformPaymentAnalyticsJson,
} from './payment-analytics.schemas';

export type PaymentAnalyticsRoutesOptions = GraphRoutesOptions;

/** The member's own payment analytics and the admin's platform-wide ones; bookings' graph refuses non-admins. */
export async function paymentAnalyticsRoutes(
  fastify: FastifyInstance,
  options: PaymentAnalyticsRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/payment-analytics', { schema: memberPaymentAnalyticsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myPaymentAnalytics: MemberPaymentAnalyticsJson }>(
      options.graph,
      MY_PAYMENT_ANALYTICS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.myPaymentAnalytics);
  });

  app.get('/api/admin/payment-analytics', { schema: platformPaymentAnalyticsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ paymentAnalytics: PlatformPaymentAnalyticsJson }>(
      options.graph,
      PAYMENT_ANALYTICS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.paymentAnalytics);
  });

  app.get('/api/admin/commission-analytics', { schema: commissionAnalyticsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ commissionAnalytics: CommissionByTypeJson[] }>(
      options.graph,
      COMMISSION_ANALYTICS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send({ commissionByType: data.commissionAnalytics });
  });
}
