import { gatewayWithMember } from './support/gateway-fixture';

const stack = gatewayWithMember({ NODE_ENV: 'production' });
const form = stack.member;

/** A production browser's first visit: it receives the `__Host-` CSRF cookie. */
async function csrfToken(): Promise<string> {
  const first = await stack.gateway.inject({ method: 'GET', url: '/health/live' });
  const cookie = first.cookies.find((candidate) => candidate.name === '__Host-village_csrf');
  expect(cookie).toBeDefined();
  return cookie!.value;
}

it('turns introspection off', async () => {
  const token = await csrfToken();
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    cookies: { '__Host-village_csrf': token },
    payload: { query: '{ __schema { types { name } } }' },
  });
  expect(response.statusCode).toBe(400);
  expect(JSON.stringify(response.json())).toMatch(/introspection is not allowed/i);
  expect(response.body).not.toContain('"types"');
});

it('sends the security headers: CSP with frame-ancestors none, HSTS, nosniff, a referrer policy', async () => {
  const response = await stack.gateway.inject({ method: 'GET', url: '/health/live' });
  const csp = String(response.headers['content-security-policy']);
  for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toContain('upgrade-insecure-requests');
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('names every cookie with the __Host- prefix: Secure, Path=/, no Domain', async () => {
  const token = await csrfToken();
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'x-csrf-token': token },
    cookies: { '__Host-village_csrf': token },
    payload: { email: form.email, password: form.password },
  });

  expect(response.statusCode).toBe(200);
  const names = response.cookies.map((cookie) => cookie.name).sort();
  expect(names).toEqual(['__Host-village_at', '__Host-village_rt']);
  for (const cookie of response.cookies) {
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
  }

  // The session works under its prefixed name, and GraphQL answers for a signed-in member are not cached.
  const me = await stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    cookies: {
      '__Host-village_csrf': token,
      ...Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value])),
    },
    payload: { query: '{ me { email } }' },
  });
  expect(me.json()).toEqual({ data: { me: { email: form.email } } });
  expect(me.headers['cache-control']).toBe('no-store');
});

it('ignores session cookies without the prefix in production', async () => {
  const { session } = (await stack.identity.signIn(form.email, form.password)).json<{
    session: { accessToken: string };
  }>();
  const me = await stack.gateway.inject({
    method: 'GET',
    url: '/graphql?query=%7Bme%7Bid%7D%7D',
    headers: { 'apollo-require-preflight': 'true' },
    cookies: { village_at: session.accessToken },
  });
  expect(me.json()).toEqual({ data: { me: null } });
});
