import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notSignedIn } from '../errors/gateway.errors';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { confirmEmailRouteSchema, resendConfirmationRouteSchema } from './email-confirmation.schemas';

export interface EmailConfirmationRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  authRateLimitPerMinute: number;
  audit: GatewayAudit;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

const CONFIRM_EMAIL = 'mutation ConfirmEmail($token: String!) { confirmEmail(token: $token) }';
const RESEND_CONFIRMATION = 'mutation ResendEmailConfirmation { resendEmailConfirmation }';

/** /api/auth/email/*: the confirmation page posts the link's token; the banner asks for a new link. */
export async function emailConfirmationRoutes(
  fastify: FastifyInstance,
  options: EmailConfirmationRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);

  app.post(
    '/api/auth/email/confirm',
    { config: rateLimit, schema: confirmEmailRouteSchema },
    async (request, reply) => {
      await executeGraph(options.graph, CONFIRM_EMAIL, { token: request.body.token }, options.contextOf(request));
      return reply.send({ emailConfirmed: true as const });
    },
  );

  app.post(
    '/api/auth/email/resend',
    { config: rateLimit, schema: resendConfirmationRouteSchema },
    async (request, reply) => {
      const context = options.contextOf(request);
      if (!context.accessToken) throw notSignedIn();
      await executeGraph(options.graph, RESEND_CONFIRMATION, {}, context);
      return reply.status(202).send({ message: 'We have sent you a new confirmation email. Please check your inbox.' });
    },
  );
}
