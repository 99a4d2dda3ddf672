import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRateLimit } from '../session/auth-rate-limit';
import { setSessionCookies } from '../session/cookies';
import { developmentSignInRouteSchema } from './security.schemas';
import { clientInfoOf, sessionMemberOf } from './session-member';
import type { AccountRoutesOptions } from './account-routes-options';

/**
 * POST /api/dev-signin: signs in an existing member by email, for trying Village locally. The server registers it
 * only with NODE_ENV=development (see buildGateway), and identity refuses it in any other mode as well.
 */
export async function developmentSignInRoutes(fastify: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/dev-signin',
    { config: authRateLimit(options.authRateLimitPerMinute, options.audit), schema: developmentSignInRouteSchema },
    async (request, reply) => {
      const { correlationId } = options.contextOf(request);
      const result = await options.identity.developmentSignIn(request.body, correlationId, clientInfoOf(request));
      setSessionCookies(reply, result.session, options.secureCookies);
      const user = await sessionMemberOf(options.graph, request, result, correlationId);
      return reply.header('cache-control', 'no-store').send({ user });
    },
  );
}
