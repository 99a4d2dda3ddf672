import { fetchJson } from '../../api/api-request';
import type { SignInResult } from '../../api/auth-api';

export interface MessageAnswer {
  message: string;
}

export function requestMagicLink(email: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/magic-link', { method: 'POST', json: { email } });
}

/** Signed in, or (two-factor authentication on) the sign-in page's code step comes next. */
export function signInWithMagicLink(token: string): Promise<SignInResult> {
  return fetchJson<SignInResult>('/api/auth/magic-link/verify', { method: 'POST', json: { token } });
}

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/password/forgot', { method: 'POST', json: { email } });
}

export function resetPassword(token: string, password: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/password/reset', { method: 'POST', json: { token, password } });
}
