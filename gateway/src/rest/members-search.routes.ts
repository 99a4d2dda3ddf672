import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { SEARCH_MEMBERS_QUERY, type GraphFoundMember } from './members-search.graph';
import { membersSearchRouteSchema } from './members-search.schemas';

/** GET /api/members/search: identity's member search, with media's profile photos, for inviting members. */
export async function membersSearchRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/members/search', { schema: membersSearchRouteSchema }, async (request, reply) => {
    const context = signedInContext(options, request);
    const data = await executeGraph<{ searchMembers: GraphFoundMember[] }>(
      options.graph,
      SEARCH_MEMBERS_QUERY,
      { name: request.query.q, limit: request.query.limit ?? null },
      context,
    );
    const members = data.searchMembers.map(({ id, firstName, lastName, profileImageUrl }) => ({
      id,
      firstName,
      lastName,
      profileImageUrl,
    }));
    return reply.header('cache-control', 'no-store').send({ members });
  });
}
