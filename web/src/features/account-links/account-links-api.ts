import { fetchJson } from '../../api/api-request';
import type { CurrentUser } from '../../api/current-user';

export interface MessageAnswer {
  message: string;
}

export function requestMagicLink(email: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/magic-link', { method: 'POST', json: { email } });
}

export function signInWithMagicLink(token: string): Promise<{ user: CurrentUser }> {
  return fetchJson<{ user: CurrentUser }>('/api/auth/magic-link/verify', { method: 'POST', json: { token } });
}

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/password/forgot', { method: 'POST', json: { email } });
}

export function resetPassword(token: string, password: string): Promise<MessageAnswer> {
  return fetchJson<MessageAnswer>('/api/auth/password/reset', { method: 'POST', json: { token, password } });
}
