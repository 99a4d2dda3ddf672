import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../graph/gateway-context';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { setSessionCookies } from '../session/cookies';
import { IdentityCallError, needsMfa, type IdentityClient } from '../session/identity-client';
import { setMfaChallengeCookie } from '../session/mfa-challenge-cookie';
import { clientInfoOf } from '../rest/session-member';
import {
  clearSignInFlowCookie,
  readSignInFlowCookie,
  setSignInFlowCookie,
  SIGN_IN_FLOW_TTL_MS,
  type SignInFlow,
  type SignInFlowSealer,
} from './sign-in-flow-cookie';
import type { AuthorizationRequest, SocialProvider, SocialProviderClient } from './social-providers';
import {
  providersRouteSchema,
  socialSignInCallbackRouteSchema,
  startSocialSignInRouteSchema,
} from './social-sign-in.schemas';

/** Why a social sign-in ended on /signin; the sign-in page words each one (never the provider's own text). */
export type SocialSignInFailure =
  | 'social-sign-in-failed'
  | 'social-sign-in-cancelled'
  | 'social-sign-in-unavailable'
  | 'social-email-missing'
  | 'social-account-exists'
  | 'social-email-unverified';

export interface SocialSignInRoutesOptions {
  providers: Partial<Record<SocialProvider, SocialProviderClient>>;
  sealer: SignInFlowSealer;
  identity: Pick<IdentityClient, 'signInExternal'>;
  /** Where members reach Village; the providers send them back to `<publicBaseUrl>/api/auth/<provider>/callback`. */
  publicBaseUrl: string;
  secureCookies: boolean;
  authRateLimitPerMinute: number;
  audit: GatewayAudit;
  contextOf: (request: FastifyRequest) => GatewayContext;
  now?: () => number;
}

const randomToken = () => randomBytes(32).toString('base64url');
const PROVIDER_ERROR_CODE = /^[a-z_]{1,40}$/;

function sameText(expected: string, candidate: string | undefined): boolean {
  if (candidate === undefined || candidate.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(candidate));
}

export async function socialSignInRoutes(fastify: FastifyInstance, options: SocialSignInRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);
  const now = options.now ?? Date.now;
  const callbackUrl = (provider: SocialProvider) =>
    new URL(`/api/auth/${provider}/callback`, options.publicBaseUrl).href;
  const requestOf = (flow: SignInFlow): AuthorizationRequest => ({ ...flow, redirectUri: callbackUrl(flow.provider) });

  const endOnSignIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    failure: SocialSignInFailure,
    detail: string,
  ) => {
    options.audit('sign_in.external_refused', {
      ip: request.ip,
      correlationId: options.contextOf(request).correlationId,
      detail: `${provider}: ${detail}`,
    });
    return reply.redirect(`/signin?error=${failure}&provider=${provider}`, 302);
  };

  app.get('/api/auth/providers', { schema: providersRouteSchema }, async (_request, reply) =>
    reply.send({ google: Boolean(options.providers.google), facebook: Boolean(options.providers.facebook) }),
  );

  app.get(
    '/api/auth/:provider',
    { config: rateLimit, schema: startSocialSignInRouteSchema },
    async (request, reply) => {
      const { provider } = request.params;
      const client = options.providers[provider];
      if (!client) return endOnSignIn(request, reply, provider, 'social-sign-in-unavailable', 'not set up');
      const flow: SignInFlow = {
        provider,
        state: randomToken(),
        nonce: randomToken(),
        codeVerifier: randomToken(),
        expiresAt: now() + SIGN_IN_FLOW_TTL_MS,
      };
      let destination: URL;
      try {
        destination = await client.authorizationUrl(requestOf(flow));
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in could not start');
        return endOnSignIn(request, reply, provider, 'social-sign-in-failed', 'provider unreachable');
      }
      setSignInFlowCookie(reply, options.sealer.seal(flow), options.secureCookies);
      return reply.redirect(destination.href, 302);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    { config: rateLimit, schema: socialSignInCallbackRouteSchema },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const sealed = readSignInFlowCookie(request, options.secureCookies);
      clearSignInFlowCookie(reply, options.secureCookies);
      const client = options.providers[provider];
      if (!client) return endOnSignIn(request, reply, provider, 'social-sign-in-unavailable', 'not set up');
      const flow = options.sealer.open(provider, sealed, now());
      if (!flow) return endOnSignIn(request, reply, provider, 'social-sign-in-failed', 'no valid sign-in flow cookie');
      if (query.error !== undefined) {
        const code = PROVIDER_ERROR_CODE.test(query.error) ? query.error : 'unrecognised error';
        const failure = query.error === 'access_denied' ? 'social-sign-in-cancelled' : 'social-sign-in-failed';
        return endOnSignIn(request, reply, provider, failure, `provider answered ${code}`);
      }
      if (!sameText(flow.state, query.state)) {
        return endOnSignIn(request, reply, provider, 'social-sign-in-failed', 'state does not match');
      }
      const current = new URL(callbackUrl(provider));
      current.search = new URL(request.url, 'http://callback.invalid').search;
      let claims;
      try {
        claims = await client.identityFrom(current, requestOf(flow));
      } catch (error) {
        request.log.warn({ err: error, provider }, "social sign-in: the provider's answer was refused");
        return endOnSignIn(request, reply, provider, 'social-sign-in-failed', 'provider answer refused');
      }
      if (!claims.email) return endOnSignIn(request, reply, provider, 'social-email-missing', 'no email shared');
      const { correlationId } = options.contextOf(request);
      let result;
      try {
        result = await options.identity.signInExternal(
          { ...claims, email: claims.email },
          correlationId,
          clientInfoOf(request),
        );
      } catch (error) {
        if (error instanceof IdentityCallError && error.status === 409) {
          return endOnSignIn(request, reply, provider, 'social-account-exists', 'email of an account, not verified');
        }
        if (error instanceof IdentityCallError && error.status === 403) {
          return endOnSignIn(request, reply, provider, 'social-email-unverified', 'email not verified');
        }
        request.log.error(
          { err: error, provider, correlationId },
          'social sign-in: identity did not sign the member in',
        );
        return endOnSignIn(request, reply, provider, 'social-sign-in-failed', 'identity refused');
      }
      if (needsMfa(result)) {
        setMfaChallengeCookie(reply, result.challenge, options.secureCookies);
        return reply.redirect('/signin?view=mfa', 302);
      }
      setSessionCookies(reply, result.session, options.secureCookies);
      return reply.redirect(result.user.hasPendingSignup === true ? '/signup-complete' : '/', 302);
    },
  );
}
