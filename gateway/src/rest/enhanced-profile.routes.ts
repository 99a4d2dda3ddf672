import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { getEnhancedProfileRouteSchema, putEnhancedProfileRouteSchema } from './enhanced-profile.schemas';

const FIELDS =
  'bio parentingSituation kidsAgeRange skillsInterests languagesSpoken preferredContactMethods phoneNumber';
const READ = `query EnhancedProfile { myEnhancedProfile { ${FIELDS} } }`;
const SAVE = `mutation SaveEnhancedProfile($input: EnhancedProfileInput!) { updateEnhancedProfile(input: $input) { ${FIELDS} } }`;

export type EnhancedProfileRoutesOptions = GraphRoutesOptions;

/** GET and PUT /api/profile/enhanced of the spec's call table, through identity's part of the graph. */
export async function enhancedProfileRoutes(
  fastify: FastifyInstance,
  options: EnhancedProfileRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/profile/enhanced', { schema: getEnhancedProfileRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myEnhancedProfile: unknown }>(options.graph, READ, {}, signedIn(request));
    return reply.header('cache-control', 'no-store').send(data.myEnhancedProfile as never);
  });

  app.put('/api/profile/enhanced', { schema: putEnhancedProfileRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ updateEnhancedProfile: unknown }>(
      options.graph,
      SAVE,
      { input: request.body },
      signedIn(request),
    );
    return reply.send(data.updateEnhancedProfile as never);
  });
}
