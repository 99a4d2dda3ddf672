import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import type { GatewayContext } from '../graph/gateway-context';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../session/cookies';
import type { IdentityClient, SessionResult } from '../session/identity-client';
import {
  currentUserRouteSchema,
  loginRouteSchema,
  logoutRouteSchema,
  registerRouteSchema,
  signInRouteSchema,
} from './auth.schemas';
import { fetchCurrentUser } from './current-user';
import { currentUserSchema, type CurrentUser } from './current-user.schema';
import { MediaRejectedError, type MediaClient } from './media-client';
import { readRegistrationForm } from './registration-form';

export interface AuthRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  identity: IdentityClient;
  media: MediaClient;
  secureCookies: boolean;
  authRateLimitPerMinute: number;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { rateLimit: { max: options.authRateLimitPerMinute, timeWindow: '1 minute' } };

  /** The new session's member, in the one shape every answer uses (identity's own view if the graph cannot say). */
  async function memberOf(request: FastifyRequest, result: SessionResult): Promise<CurrentUser> {
    const context = {
      accessToken: result.session.accessToken,
      userId: result.user.id,
      correlationId: options.contextOf(request).correlationId,
    };
    try {
      const user = await fetchCurrentUser(options.graph, context, request.log);
      if (user) return user;
    } catch (error) {
      request.log.warn({ err: error, correlationId: context.correlationId }, 'current user not read through the graph');
    }
    return currentUserSchema.parse({ profileImageUrl: null, ...result.user });
  }

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
    const result = await options.identity.register({ ...form.fields, profilePhotoId }, correlationId);
    setSessionCookies(reply, result.session, options.secureCookies);
    return reply.status(201).send({ user: await memberOf(request, result), redirectUrl: '/' });
  });

  app.post('/api/auth/signin', { config: rateLimit, schema: signInRouteSchema }, async (request, reply) => {
    const result = await options.identity.signIn(request.body, options.contextOf(request).correlationId);
    setSessionCookies(reply, result.session, options.secureCookies);
    return reply.send({ user: await memberOf(request, result) });
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
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) await options.identity.revoke(refreshToken, options.contextOf(request).correlationId);
    clearSessionCookies(reply, options.secureCookies);
    return reply.redirect('/', 302);
  });
}
