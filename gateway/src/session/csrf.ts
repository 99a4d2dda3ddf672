import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from './cookies';

export const CSRF_HEADER = 'x-csrf-token';
/** The field a plain HTML form (the sign-out confirmation page) carries the token in. */
export const CSRF_FORM_FIELD = 'csrfToken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_POST_ROUTES = new Set(['/api/logout']);
/** The token issued during a request that came without one, so every reader in that request sees the same. */
const issuedTokens = new WeakMap<FastifyRequest, string>();

/**
 * Double-submit token: a readable cookie the web app echoes in a header on every unsafe request. Answers the
 * token the browser has, or the one issued now.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const name = cookieNames(secure).csrf;
  const existing = request.cookies[name] ?? issuedTokens.get(request);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  issuedTokens.set(request, token);
  void reply.setCookie(name, token, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
  return token;
}

function sameToken(cookie: string | undefined, candidate: unknown): boolean {
  if (!cookie || typeof candidate !== 'string' || candidate.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(candidate));
}

export function csrfTokenValid(request: FastifyRequest, secure: boolean): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return sameToken(request.cookies[cookieNames(secure).csrf], request.headers[CSRF_HEADER]);
}

/**
 * A form POST to a route that reads its token from the form body (which is parsed only later): the route checks it
 * with `csrfFormTokenValid`.
 */
export function csrfTokenInForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return (
    request.method === 'POST' &&
    FORM_POST_ROUTES.has(request.url.split('?')[0]) &&
    type.startsWith('application/x-www-form-urlencoded') &&
    request.headers[CSRF_HEADER] === undefined
  );
}

export function csrfFormTokenValid(request: FastifyRequest, secure: boolean): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  return sameToken(request.cookies[cookieNames(secure).csrf], body?.[CSRF_FORM_FIELD]);
}
