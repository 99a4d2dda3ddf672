import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notSignedIn } from '../errors/gateway.errors';
import { authRateLimit } from '../session/auth-rate-limit';
import { clearSessionCookies } from '../session/cookies';
import { eraseAccountRouteSchema } from './account-erasure.schemas';
import type { AccountRoutesOptions } from './account-routes-options';
import { clientInfoOf } from './session-member';

export const ACCOUNT_ERASED_MESSAGE = 'Your account has been erased. Thank you for being part of Village.';

/** The signed-in member erases their account (ADR 032): identity ends every session; this browser's cookies go. */
export async function accountErasureRoutes(fastify: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);

  app.post('/api/account/erase', { config: rateLimit, schema: eraseAccountRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    await options.identity.eraseAccount(
      request.body,
      context.accessToken,
      context.correlationId,
      clientInfoOf(request),
    );
    clearSessionCookies(reply, options.secureCookies);
    return reply.send({ message: ACCOUNT_ERASED_MESSAGE });
  });
}
