import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notSignedIn } from '../errors/gateway.errors';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { adminOverviewRouteSchema, type AdminOverviewJson } from './admin-overview.schemas';

/** One operation over the subgraphs: each answers its own admin-only count. */
const ADMIN_OVERVIEW = `query AdminOverview {
  members: memberCount
  pendingVerifications: pendingVerificationCount
  services: serviceCount
  bookings: bookingCount
  openQueries: openContactQueryCount
  pendingPosts: pendingForumPostCount
  openReports: openReportCount
}`;

export interface AdminOverviewRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

/** GET /api/admin/overview: the figures of the admin page's overview tab. */
export async function adminOverviewRoutes(fastify: FastifyInstance, options: AdminOverviewRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/overview', { schema: adminOverviewRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    const data = await executeGraph<AdminOverviewJson>(options.graph, ADMIN_OVERVIEW, {}, context);
    return reply.header('cache-control', 'no-store').send(data);
  });
}
