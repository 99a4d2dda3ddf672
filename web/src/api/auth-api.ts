import { fetchJson, throwIfNotOk } from './api-request';
import { csrfHeaders } from './csrf';
import type { CurrentUser } from './current-user';
import { readRegistrationError } from './registration-error';

export interface RegistrationResult {
  user: CurrentUser;
  redirectUrl?: string;
}

export interface SignInCredentials {
  email: string;
  password: string;
}

/** Signed in, or (two-factor authentication on) a code is needed first: POST /api/auth/mfa/challenge. */
export type SignInResult = { user: CurrentUser } | { mfaRequired: true };

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include', signal });
  if (response.status === 401) {
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as CurrentUser;
}

export function signIn(credentials: SignInCredentials): Promise<SignInResult> {
  return fetchJson<SignInResult>('/api/auth/signin', { method: 'POST', json: credentials });
}

export async function registerMember(formData: FormData): Promise<RegistrationResult> {
  const response = await fetch('/api/register', {
    method: 'POST',
    body: formData,
    headers: csrfHeaders(),
    credentials: 'include',
  });
  if (!response.ok) {
    throw await readRegistrationError(response);
  }
  return (await response.json()) as RegistrationResult;
}
