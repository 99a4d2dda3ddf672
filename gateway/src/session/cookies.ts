import type { FastifyReply } from 'fastify';

export const ACCESS_COOKIE = 'village_at';
export const REFRESH_COOKIE = 'village_rt';
export const CSRF_COOKIE = 'village_csrf';

export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    expires: new Date(session.accessTokenExpiresAt),
  });
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    expires: new Date(session.refreshTokenExpiresAt),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    void reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }
}
