import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { CONTACT_QUERIES, RESOLVE_CONTACT_QUERY, SUBMIT_CONTACT_QUERY } from './contact-queries.graph';
import {
  listContactQueriesRouteSchema,
  resolveContactQueryRouteSchema,
  submitContactQueryRouteSchema,
  type ContactQueryJson,
} from './contact-queries.schemas';

export interface ContactQueriesRoutesOptions extends GraphRoutesOptions {
  /** The contact form sends email to any address typed in: limited per client address like sign-in. */
  rateLimitPerMinute: number;
  audit: GatewayAudit;
}

/** /api/contact/queries of the spec's call table: anyone sends a query; admins list and resolve them. */
export async function contactQueriesRoutes(fastify: FastifyInstance, options: ContactQueriesRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.post(
    '/api/contact/queries',
    { config: authRateLimit(options.rateLimitPerMinute, options.audit), schema: submitContactQueryRouteSchema },
    async (request, reply) => {
      await executeGraph(options.graph, SUBMIT_CONTACT_QUERY, { input: request.body }, options.contextOf(request));
      return reply.status(201).send({ received: true as const });
    },
  );

  app.get('/api/contact/queries', { schema: listContactQueriesRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ contactQueries: ContactQueryJson[] }>(
      options.graph,
      CONTACT_QUERIES,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send({ queries: data.contactQueries });
  });

  app.post('/api/contact/queries/:id/resolve', { schema: resolveContactQueryRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ resolveContactQuery: ContactQueryJson }>(
      options.graph,
      RESOLVE_CONTACT_QUERY,
      { id: request.params.id },
      signedIn(request),
    );
    return reply.send(data.resolveContactQuery);
  });
}
