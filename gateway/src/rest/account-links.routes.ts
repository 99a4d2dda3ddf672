import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRateLimit } from '../session/auth-rate-limit';
import {
  forgotPasswordRouteSchema,
  magicLinkRouteSchema,
  magicLinkVerifyRouteSchema,
  resetPasswordRouteSchema,
} from './account-links.schemas';
import { answerSignIn, clientInfoOf } from './session-member';
import type { AccountRoutesOptions } from './account-routes-options';

/** Emailed sign-in links and password resets (identity keeps the tokens and the per-email limit). */
export async function accountLinkRoutes(fastify: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);
  const correlationOf = (request: FastifyRequest) => options.contextOf(request).correlationId;

  app.post('/api/auth/magic-link', { config: rateLimit, schema: magicLinkRouteSchema }, async (request, reply) => {
    const answer = await options.identity.requestMagicLink(request.body, correlationOf(request), clientInfoOf(request));
    return reply.status(202).send(answer);
  });

  app.post(
    '/api/auth/magic-link/verify',
    { config: rateLimit, schema: magicLinkVerifyRouteSchema },
    async (request, reply) => {
      const correlationId = correlationOf(request);
      const result = await options.identity.signInWithMagicLink(request.body, correlationId, clientInfoOf(request));
      return answerSignIn(options, request, reply, result, correlationId);
    },
  );

  app.post(
    '/api/auth/password/forgot',
    { config: rateLimit, schema: forgotPasswordRouteSchema },
    async (request, reply) => {
      const answer = await options.identity.requestPasswordReset(
        request.body,
        correlationOf(request),
        clientInfoOf(request),
      );
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/auth/password/reset',
    { config: rateLimit, schema: resetPasswordRouteSchema },
    async (request, reply) => {
      return reply.send(
        await options.identity.resetPassword(request.body, correlationOf(request), clientInfoOf(request)),
      );
    },
  );
}
