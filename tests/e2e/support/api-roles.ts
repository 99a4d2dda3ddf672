import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';

/** Who is asking: the four roles of the authorisation policy. */
export type Role = 'visitor' | 'member' | 'anotherMember' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'member', 'anotherMember', 'admin'];

const CSRF_COOKIE = 'village_csrf';

/** An HTTP client acting as one person: cookies kept, the CSRF header sent on every unsafe request. */
export interface RoleClient {
  role: Role;
  http: APIRequestContext;
  csrfToken: string;
  /** `Cookie` header value carrying this client's session, for tools outside Playwright. */
  cookieHeader(): Promise<string>;
  dispose(): Promise<void>;
}

export const uniqueEmail = (name: string): string => `${name}.${randomBytes(5).toString('hex')}@example.test`;

export function registrationFields(
  email = uniqueEmail('parent'),
  password = 'steady lantern 42',
): Record<string, string> {
  return {
    fullName: 'Robin Ashby',
    email,
    password,
    city: 'York',
    postcode: 'YO1 7HH',
    country: 'United Kingdom',
    isSingleParent: 'true',
    isLookingForColiving: 'false',
    offersServices: 'false',
  };
}

async function csrfTokenOf(http: APIRequestContext): Promise<string> {
  await http.get('/');
  const cookie = (await http.storageState()).cookies.find((candidate) => candidate.name.endsWith(CSRF_COOKIE));
  if (!cookie) throw new Error(`the gateway set no ${CSRF_COOKIE} cookie on GET /`);
  return cookie.value;
}

async function expectOk(response: APIResponse, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/**
 * A client for a role: visitors have no session, members register afresh (named `fullName` when given), the admin
 * signs in as the first admin.
 */
export async function clientFor(role: Role, baseURL: string, fullName?: string): Promise<RoleClient> {
  const http = await playwrightRequest.newContext({ baseURL });
  const csrfToken = await csrfTokenOf(http);
  const headers = { 'x-csrf-token': csrfToken };
  if (role === 'member' || role === 'anotherMember') {
    await expectOk(
      await http.post('/api/register', {
        multipart: { ...registrationFields(uniqueEmail(role)), ...(fullName ? { fullName } : {}) },
        headers,
      }),
      `registering the ${role}`,
    );
  }
  if (role === 'admin') {
    const email = process.env.E2E_ADMIN_EMAIL;
    const password = process.env.E2E_ADMIN_PASSWORD;
    if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are not set by the stack setup');
    await expectOk(await http.post('/api/auth/signin', { data: { email, password }, headers }), 'admin sign-in');
  }
  return {
    role,
    http,
    csrfToken,
    cookieHeader: async () =>
      (await http.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    dispose: () => http.dispose(),
  };
}
