import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from './cookies';

/** Holds identity's MFA challenge between the password step and the code step of a sign-in. */
export const MFA_CHALLENGE_COOKIE = 'village_mfa';

const nameOf = (secure: boolean): string => `${secure ? HOST_PREFIX : ''}${MFA_CHALLENGE_COOKIE}`;
const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: '/' });

/** httpOnly, SameSite=Strict, gone when the challenge expires (5 minutes). */
export function setMfaChallengeCookie(
  reply: FastifyReply,
  challenge: { token: string; expiresAt: string },
  secure: boolean,
): void {
  void reply.setCookie(nameOf(secure), challenge.token, { ...options(secure), expires: new Date(challenge.expiresAt) });
}

export function readMfaChallengeCookie(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[nameOf(secure)];
}

export function clearMfaChallengeCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(nameOf(secure), options(secure));
}
