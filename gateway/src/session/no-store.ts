import type { FastifyReply, FastifyRequest } from 'fastify';

/** Routes whose every answer is about a member or sets their session. */
const ALWAYS_PERSONAL = ['/api/auth/', '/api/register', '/api/logout', '/api/login'];
const SESSION_ROUTES = ['/api/', '/graphql'];

/**
 * `Cache-Control: no-store` on every response that may carry personal data or session cookies: the auth routes
 * always, and any /api or /graphql answer to a signed-in request. No shared or browser cache keeps a copy.
 */
export function noStoreForPersonalData(request: FastifyRequest, reply: FastifyReply, signedIn: boolean): void {
  const path = request.url.split('?')[0];
  const personal =
    ALWAYS_PERSONAL.some((prefix) => path.startsWith(prefix)) ||
    (signedIn && SESSION_ROUTES.some((prefix) => path.startsWith(prefix)));
  if (personal) void reply.header('cache-control', 'no-store');
}
