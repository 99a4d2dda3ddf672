import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from './cookies';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit token: a readable cookie the web app echoes in a header on every unsafe request. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (request.cookies[CSRF_COOKIE]) return;
  void reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
  });
}

export function csrfTokenValid(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}
