import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { setSessionCookies } from '../session/cookies';
import { csrfFormTokenValid, csrfTokenInForm, ensureCsrfCookie } from '../session/csrf';
import { IdentityCallError, type IdentityClient } from '../session/identity-client';
import { acceptFormBodies, sendLogoutConfirmation, signOut, startedOnThisSite } from '../session/logout';
import type { RevocationList } from '../session/revocation-list';
import { CURRENT_USER_QUERY } from './current-user.query';
import { MediaRejectedError, type MediaClient } from './media-client';
import { PhotoTooLargeError, readRegistrationForm } from './registration-form';

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

function sendIdentityError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof IdentityCallError && error.status < 500) {
    return reply.status(error.status).send({ message: error.body.message, fieldErrors: error.body.fieldErrors });
  }
  throw error;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const rateLimit = authRateLimit(options.authRateLimitPerMinute, options.audit);
  acceptFormBodies(app);

  app.post('/api/register', { config: rateLimit }, async (request, reply) => {
    if (!request.isMultipart())
      return reply.status(415).send({ message: 'Registration must be sent as multipart/form-data' });
    const { correlationId } = options.contextOf(request);
    let form;
    try {
      form = await readRegistrationForm(request);
    } catch (error) {
      if (error instanceof PhotoTooLargeError) {
        return reply.status(413).send({ message: error.message, fieldErrors: { profilePhoto: error.message } });
      }
      throw error;
    }
    let profilePhotoId: string | undefined;
    if (form.photo) {
      try {
        profilePhotoId = await options.media.stagePendingProfilePhoto(form.photo, correlationId);
      } catch (error) {
        if (error instanceof MediaRejectedError && error.status < 500) {
          return reply.status(400).send({ message: error.message, fieldErrors: { profilePhoto: error.message } });
        }
        throw error;
      }
    }
    try {
      const result = await options.identity.register({ ...form.fields, profilePhotoId }, correlationId);
      setSessionCookies(reply, result.session, options.secureCookies);
      return reply.status(201).send({ user: result.user, redirectUrl: '/' });
    } catch (error) {
      return sendIdentityError(reply, error);
    }
  });

  app.post('/api/auth/signin', { config: rateLimit }, async (request, reply) => {
    const body = (request.body ?? {}) as { email?: unknown; password?: unknown };
    try {
      const result = await options.identity.signIn(
        { email: body.email, password: body.password },
        options.contextOf(request).correlationId,
        request.ip,
      );
      setSessionCookies(reply, result.session, options.secureCookies);
      return reply.send({ user: result.user });
    } catch (error) {
      return sendIdentityError(reply, error);
    }
  });

  app.get('/api/auth/user', async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) return reply.status(401).send({ message: 'Not signed in' });
    const data = await executeGraph<{ me: Record<string, unknown> | null }>(
      options.graph,
      CURRENT_USER_QUERY,
      {},
      context,
    );
    if (!data.me) return reply.status(401).send({ message: 'Not signed in' });
    return reply.header('cache-control', 'no-store').send(data.me);
  });

  app.get('/api/login', async (request, reply) => {
    return reply.redirect(options.contextOf(request).accessToken ? '/' : '/signin', 302);
  });

  app.get('/api/logout', async (request, reply) => {
    if (!startedOnThisSite(request)) {
      return sendLogoutConfirmation(
        request,
        reply,
        ensureCsrfCookie(request, reply, options.secureCookies),
        options.audit,
      );
    }
    await signOut(request, reply, options.contextOf(request).correlationId, options);
    return reply.redirect('/', 302);
  });

  app.post('/api/logout', async (request, reply) => {
    if (csrfTokenInForm(request) && !csrfFormTokenValid(request, options.secureCookies)) {
      return reply
        .status(403)
        .send({ message: 'Your session could not be verified. Please refresh the page and try again.' });
    }
    await signOut(request, reply, options.contextOf(request).correlationId, options);
    return reply.redirect('/', 303);
  });
}
