import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notSignedIn } from '../errors/gateway.errors';
import { executeGraph } from '../graph/execute-graph';
import { authRateLimit } from '../session/auth-rate-limit';
import { setSessionCookies } from '../session/cookies';
import { fetchCurrentUser } from './current-user';
import { changePasswordRouteSchema, completeSignupRouteSchema } from './security.schemas';
import { clientInfoOf, sessionMemberOf } from './session-member';
import type { AccountRoutesOptions } from './account-routes-options';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other devices have been signed out.';

const COMPLETE_SIGNUP = 'mutation CompleteSignup { completeSignup { id hasPendingSignup } }';

/** The signed-in member's own account: finishing sign-up and changing the password. */
export async function securityRoutes(fastify: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);

  app.post(
    '/api/auth/password/change',
    { config: rateLimit, schema: changePasswordRouteSchema },
    async (request, reply) => {
      const context = options.contextOf(request);
      if (!context.accessToken) throw notSignedIn();
      const result = await options.identity.changePassword(
        request.body,
        context.accessToken,
        context.correlationId,
        clientInfoOf(request),
      );
      setSessionCookies(reply, result.session, options.secureCookies);
      const user = await sessionMemberOf(options.graph, request, result, context.correlationId);
      return reply.send({ user, message: PASSWORD_CHANGED_MESSAGE });
    },
  );

  app.post('/api/complete-signup', { schema: completeSignupRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    await executeGraph(options.graph, COMPLETE_SIGNUP, {}, context);
    const user = await fetchCurrentUser(options.graph, context, request.log);
    if (!user) throw notSignedIn();
    return reply.send({ user });
  });
}
