import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'village_at';
export const REFRESH_COOKIE = 'village_rt';
export const CSRF_COOKIE = 'village_csrf';

/**
 * With Secure cookies (production) every cookie carries the `__Host-` prefix: the browser then accepts it only
 * Secure, with Path=/ and no Domain, so no sibling subdomain can set or overwrite it.
 */
export const HOST_PREFIX = '__Host-';

export interface CookieNames {
  access: string;
  refresh: string;
  csrf: string;
}

export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? HOST_PREFIX : '';
  return {
    access: `${prefix}${ACCESS_COOKIE}`,
    refresh: `${prefix}${REFRESH_COOKIE}`,
    csrf: `${prefix}${CSRF_COOKIE}`,
  };
}

export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

export interface SessionCookies {
  accessToken?: string;
  refreshToken?: string;
}

export function readSessionCookies(request: FastifyRequest, secure: boolean): SessionCookies {
  const names = cookieNames(secure);
  return { accessToken: request.cookies[names.access], refreshToken: request.cookies[names.refresh] };
}

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const names = cookieNames(secure);
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  void reply.setCookie(names.access, session.accessToken, {
    ...base,
    expires: new Date(session.accessTokenExpiresAt),
  });
  void reply.setCookie(names.refresh, session.refreshToken, {
    ...base,
    expires: new Date(session.refreshTokenExpiresAt),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const names = cookieNames(secure);
  for (const name of [names.access, names.refresh]) {
    void reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }
}
