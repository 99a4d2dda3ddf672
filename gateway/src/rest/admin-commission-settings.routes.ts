import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  getCommissionSettingsRouteSchema,
  postCommissionSettingRouteSchema,
} from './admin-commission-settings.schemas';

const FIELDS = 'serviceType rate isDefault updatedAt';
const READ = `query CommissionSettings { commissionSettings { ${FIELDS} } }`;
const SET = `mutation SetCommissionRate($serviceType: String!, $rate: String!) {
  setCommissionRate(serviceType: $serviceType, rate: $rate) { ${FIELDS} }
}`;

export type AdminCommissionSettingsRoutesOptions = GraphRoutesOptions;

/** GET and POST /api/admin/commission-settings of the spec's call table; bookings' graph refuses non-admins. */
export async function adminCommissionSettingsRoutes(
  fastify: FastifyInstance,
  options: AdminCommissionSettingsRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/admin/commission-settings', { schema: getCommissionSettingsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ commissionSettings: unknown[] }>(options.graph, READ, {}, signedIn(request));
    return reply.header('cache-control', 'no-store').send({ settings: data.commissionSettings as never });
  });

  app.post('/api/admin/commission-settings', { schema: postCommissionSettingRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ setCommissionRate: unknown }>(
      options.graph,
      SET,
      { serviceType: request.body.serviceType, rate: String(request.body.rate) },
      context,
    );
    return reply.send(data.setCommissionRate as never);
  });
}
