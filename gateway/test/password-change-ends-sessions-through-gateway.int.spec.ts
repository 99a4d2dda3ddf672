import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

let stack: GatewayTestStack;

beforeAll(async () => {
  // Identity's list of revoked sessions is read before every check, so the test need not wait for the interval.
  stack = await startGatewayWithIdentity({ SESSION_REVOCATION_SYNC_MS: '0' });
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

it('stops the access tokens of every other session as soon as the password is changed', async () => {
  const form = validRegistration();
  const memberId = (await stack.identity.register(form)).json<{ user: { id: string } }>().user.id;
  const laptop = new Browser(stack.gateway);
  const stolenPhone = new Browser(stack.gateway);
  for (const browser of [laptop, stolenPhone]) {
    await browser.open();
    expect((await browser.request('POST', '/api/auth/signin', { payload: form })).statusCode).toBe(200);
  }
  expect(await meWith(Object.fromEntries(stolenPhone.cookies))).toBe(memberId);

  // No page calls it yet: the internal endpoint, as the gateway will, with the laptop's access token.
  const changed = await stack.identity.app.inject({
    method: 'POST',
    url: '/credentials/password',
    headers: { authorization: `Bearer ${laptop.cookies.get('village_at')}`, 'content-type': 'application/json' },
    payload: { currentPassword: form.password, newPassword: 'lanterns over the harbour' },
  });
  expect(changed.statusCode).toBe(200);

  // The phone's access token is refused, and its refresh token was revoked too: no new session for it.
  expect(await meWith(Object.fromEntries(stolenPhone.cookies))).toBeNull();
  expect(await meWith({ village_rt: stolenPhone.cookies.get('village_rt')! })).toBeNull();
  // The laptop's new session (from the password change) is the one that works.
  const fresh = changed.json<{ session: { accessToken: string } }>().session.accessToken;
  expect(await meWith({ village_at: fresh })).toBe(memberId);
});
