import { expect, request as playwrightRequest, type APIResponse } from '@playwright/test';
import { registrationFields, uniqueEmail, type RoleClient } from './api-roles';
import { inbox, tokenIn } from './inbox';

/** A member registered with a known address, confirmed from the link identity emailed them. */
export interface ConfirmedMember extends RoleClient {
  email: string;
}

export async function ok<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** `fullName` names the member where a page finds them by name (every member is "Robin Ashby" otherwise). */
export async function confirmedMember(baseURL: string, name: string, fullName?: string): Promise<ConfirmedMember> {
  const http = await playwrightRequest.newContext({ baseURL });
  await http.get('/');
  const csrfToken = (await http.storageState()).cookies.find((cookie) => cookie.name.endsWith('village_csrf'))?.value;
  if (!csrfToken) throw new Error('the gateway set no CSRF cookie');
  const email = uniqueEmail(name);
  const headers = { 'x-csrf-token': csrfToken };
  const fields = { ...registrationFields(email), ...(fullName ? { fullName } : {}) };
  await ok(await http.post('/api/register', { multipart: fields, headers }), 201);
  // Other specs' registrations, run just before, may still be queuing their own confirmation emails.
  const mail = await inbox().latestTo(email, { subject: 'Confirm your email address', timeoutMs: 60_000 });
  await ok(
    await http.post('/api/auth/email/confirm', { data: { token: tokenIn(mail, '/confirm-email') }, headers }),
    200,
  );
  return {
    email,
    role: 'member',
    http,
    csrfToken,
    cookieHeader: async () =>
      (await http.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    dispose: () => http.dispose(),
  };
}
