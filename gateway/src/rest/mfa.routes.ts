import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { authRateLimit } from '../session/auth-rate-limit';
import { IdentityCallError } from '../session/identity-client';
import { clearMfaChallengeCookie, readMfaChallengeCookie } from '../session/mfa-challenge-cookie';
import { answerSignIn, clientInfoOf } from './session-member';
import {
  CONFIRM_MFA_SETUP_MUTATION,
  DISABLE_MFA_MUTATION,
  MFA_STATUS_QUERY,
  START_MFA_SETUP_MUTATION,
} from './mfa.query';
import {
  legacyMfaSetupRouteSchema,
  mfaChallengeRouteSchema,
  mfaDisableRouteSchema,
  mfaSetupRouteSchema,
  mfaStatusRouteSchema,
  mfaVerifyRouteSchema,
} from './mfa.schemas';
import type { AccountRoutesOptions } from './account-routes-options';

const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/**
 * Two-factor authentication at /api: the member's own MFA through the graph (identity acts on the caller's
 * account only), and the code step of a sign-in through identity's session endpoint.
 */
export async function mfaRoutes(fastify: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);
  const memberContext = (request: FastifyRequest): GatewayContext => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    return context;
  };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/mfa/status', { schema: mfaStatusRouteSchema }, async (request, reply) => {
    const { mfaStatus } = await executeGraph<{ mfaStatus: { enabled: boolean } }>(
      options.graph,
      MFA_STATUS_QUERY,
      {},
      memberContext(request),
    );
    return reply.headers(noStore).send(mfaStatus);
  });

  const startSetup = async (request: FastifyRequest) => {
    const { startMfaSetup } = await executeGraph<{ startMfaSetup: { qrCodeUrl: string; secret: string } }>(
      options.graph,
      START_MFA_SETUP_MUTATION,
      {},
      memberContext(request),
    );
    return startMfaSetup;
  };
  app.post('/api/mfa/setup', { config: rateLimit, schema: mfaSetupRouteSchema }, async (request, reply) =>
    reply.headers(noStore).send(await startSetup(request)),
  );
  // The prototype's browser-made secret is not trusted: the body is ignored and the server makes the secret.
  app.post('/api/auth/mfa/setup', { config: rateLimit, schema: legacyMfaSetupRouteSchema }, async (request, reply) =>
    reply.headers(noStore).send(await startSetup(request)),
  );

  app.post('/api/mfa/verify', { config: rateLimit, schema: mfaVerifyRouteSchema }, async (request, reply) => {
    const { confirmMfaSetup } = await executeGraph<{ confirmMfaSetup: { recoveryCodes: string[] } }>(
      options.graph,
      CONFIRM_MFA_SETUP_MUTATION,
      { code: request.body.code },
      memberContext(request),
    );
    return reply.headers(noStore).send({ enabled: true as const, recoveryCodes: confirmMfaSetup.recoveryCodes });
  });

  app.post('/api/mfa/disable', { config: rateLimit, schema: mfaDisableRouteSchema }, async (request, reply) => {
    await executeGraph(options.graph, DISABLE_MFA_MUTATION, { code: request.body.code }, memberContext(request));
    return reply.headers(noStore).send({ enabled: false as const });
  });

  app.post(
    '/api/auth/mfa/challenge',
    { config: rateLimit, schema: mfaChallengeRouteSchema },
    async (request, reply) => {
      const { correlationId } = options.contextOf(request);
      const challengeToken = readMfaChallengeCookie(request, options.secureCookies);
      if (!challengeToken) throw gatewayErrors.error(GatewayErrorCode.NotSignedIn, SIGN_IN_EXPIRED);
      try {
        const result = await options.identity.completeMfaChallenge(
          { challengeToken, ...request.body },
          correlationId,
          clientInfoOf(request),
        );
        return await answerSignIn(options, request, reply, result, correlationId);
      } catch (error) {
        if (error instanceof IdentityCallError && error.status === 401)
          clearMfaChallengeCookie(reply, options.secureCookies);
        throw error;
      }
    },
  );
}
