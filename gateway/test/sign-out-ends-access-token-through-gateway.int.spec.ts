import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

let stack: GatewayTestStack;
const form = validRegistration();
let memberId: string;

beforeAll(async () => {
  // Identity's list is read once and then not for a minute: what this file shows is the gateway's own, immediate, part.
  stack = await startGatewayWithIdentity({ SESSION_REVOCATION_SYNC_MS: '60000' });
  memberId = (await stack.identity.register(form)).json<{ user: { id: string } }>().user.id;
});

afterAll(async () => {
  await stack?.close();
});

/** Who the gateway takes the request to be: `{ me { id } }` (identity alone answers it). */
async function meWith(cookies: Record<string, string>, from = '127.0.0.1'): Promise<string | null> {
  const response = await stack.gateway.inject({
    method: 'GET',
    url: '/graphql?query=%7Bme%7Bid%7D%7D',
    headers: { 'apollo-require-preflight': 'true' },
    remoteAddress: from,
    cookies,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { me: { id: string } | null } }>().data.me?.id ?? null;
}

it('stops a copied access token at once when the member signs out (no wait for it to expire)', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();
  expect((await browser.request('POST', '/api/auth/signin', { payload: form })).statusCode).toBe(200);
  // Someone copies the access-token cookie (and only it: no refresh token to fall back on).
  const stolen = { village_at: browser.cookies.get('village_at')! };
  expect(await meWith(stolen)).toBe(memberId);

  const logout = await browser.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(logout.statusCode).toBe(302);

  expect(await meWith(stolen)).toBeNull();
  const user = await stack.gateway.inject({ method: 'GET', url: '/api/auth/user', cookies: stolen });
  expect(user.statusCode).toBe(401);
  expect(user.json()).toEqual({ message: 'Not signed in', code: 'NOT_SIGNED_IN' });
});

it('leaves the member’s other sessions working', async () => {
  const here = new Browser(stack.gateway);
  const elsewhere = new Browser(stack.gateway);
  for (const browser of [here, elsewhere]) {
    await browser.open();
    expect((await browser.request('POST', '/api/auth/signin', { payload: form })).statusCode).toBe(200);
  }

  await here.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });

  expect(await meWith({ village_at: elsewhere.cookies.get('village_at')! })).toBe(memberId);
});
