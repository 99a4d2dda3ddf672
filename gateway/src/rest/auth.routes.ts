import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csrfRefused, GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import type { GatewayContext } from '../graph/gateway-context';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { setSessionCookies } from '../session/cookies';
import { csrfFormTokenValid, csrfTokenInForm, ensureCsrfCookie } from '../session/csrf';
import type { IdentityClient, SessionResult } from '../session/identity-client';
import { acceptFormBodies, sendLogoutConfirmation, signOut, startedOnThisSite } from '../session/logout';
import type { RevocationList } from '../session/revocation-list';
import {
  confirmLogoutRouteSchema,
  currentUserRouteSchema,
  loginRouteSchema,
  logoutRouteSchema,
  registerRouteSchema,
  signInRouteSchema,
} from './auth.schemas';
import { fetchCurrentUser } from './current-user';
import type { CurrentUser } from './current-user.schema';
import { MediaRejectedError, type MediaClient } from './media-client';
import { readRegistrationForm } from './registration-form';
import { answerSignIn, clientInfoOf, sessionMemberOf } from './session-member';

export interface AuthRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  identity: IdentityClient;
  media: MediaClient;
  secureCookies: boolean;
  authRateLimitPerMinute: number;
  revocations: RevocationList;
  audit: GatewayAudit;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);

  const memberOf = (request: FastifyRequest, result: SessionResult): Promise<CurrentUser> =>
    sessionMemberOf(options.graph, request, result, options.contextOf(request).correlationId);

  app.post('/api/register', { config: rateLimit, schema: registerRouteSchema }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw gatewayErrors.error(
        GatewayErrorCode.UnsupportedContentType,
        'Registration must be sent as multipart/form-data',
      );
    }
    const { correlationId } = options.contextOf(request);
    const form = await readRegistrationForm(request);
    let profilePhotoId: string | undefined;
    if (form.photo) {
      try {
        profilePhotoId = await options.media.stagePendingProfilePhoto(form.photo, correlationId);
      } catch (error) {
        if (!(error instanceof MediaRejectedError) || error.status >= 500) throw error;
        throw gatewayErrors.error(GatewayErrorCode.PhotoRefused, error.message, { profilePhoto: error.message });
      }
    }
    const result = await options.identity.register(
      { ...form.fields, profilePhotoId },
      correlationId,
      clientInfoOf(request),
    );
    setSessionCookies(reply, result.session, options.secureCookies);
    return reply.status(201).send({ user: await memberOf(request, result), redirectUrl: '/' });
  });

  app.post('/api/auth/signin', { config: rateLimit, schema: signInRouteSchema }, async (request, reply) => {
    const { correlationId } = options.contextOf(request);
    const result = await options.identity.signIn(request.body, correlationId, clientInfoOf(request));
    return answerSignIn(options, request, reply, result, correlationId);
  });

  app.get('/api/auth/user', { schema: currentUserRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    const user = await fetchCurrentUser(options.graph, context, request.log);
    if (!user) throw notSignedIn();
    return reply.header('cache-control', 'no-store').send(user);
  });

  app.get('/api/login', { schema: loginRouteSchema }, async (request, reply) => {
    return reply.redirect(options.contextOf(request).accessToken ? '/' : '/signin', 302);
  });

  app.get('/api/logout', { schema: logoutRouteSchema, config: { changesState: true } }, async (request, reply) => {
    if (!startedOnThisSite(request)) {
      const csrfToken = ensureCsrfCookie(request, reply, options.secureCookies);
      return sendLogoutConfirmation(request, reply, csrfToken, options.audit);
    }
    await signOut(request, reply, options.contextOf(request).correlationId, options);
    return reply.redirect('/', 302);
  });

  // The confirmation page posts a plain HTML form: only this route reads form bodies.
  await fastify.register(async (scope) => {
    acceptFormBodies(scope);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/logout', { schema: confirmLogoutRouteSchema }, async (request, reply) => {
        if (csrfTokenInForm(request) && !csrfFormTokenValid(request, options.secureCookies)) throw csrfRefused();
        await signOut(request, reply, options.contextOf(request).correlationId, options);
        return reply.redirect('/', 303);
      });
  });
}
