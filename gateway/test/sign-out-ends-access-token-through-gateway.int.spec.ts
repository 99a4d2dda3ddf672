import { gatewayWithMember } from './support/gateway-fixture';
import { signedInBrowser, whoAmI } from './support/gateway-test-app';

// Identity's list is read once and then not for a minute: what this file shows is the gateway's own, immediate, part.
const stack = gatewayWithMember({ SESSION_REVOCATION_SYNC_MS: '60000' });

it('stops a copied access token at once when the member signs out (no wait for it to expire)', async () => {
  const browser = await signedInBrowser(stack.gateway, stack.member);
  // Someone copies the access-token cookie (and only it: no refresh token to fall back on).
  const stolen = { village_at: browser.cookies.get('village_at')! };
  expect(await whoAmI(stack, stolen)).toBe(stack.memberId);

  const logout = await browser.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(logout.statusCode).toBe(302);

  expect(await whoAmI(stack, stolen)).toBeNull();
  const user = await stack.gateway.inject({ method: 'GET', url: '/api/auth/user', cookies: stolen });
  expect(user.statusCode).toBe(401);
  expect(user.json()).toEqual({ message: 'Not signed in', code: 'NOT_SIGNED_IN' });
});

it('leaves the member’s other sessions working', async () => {
  const here = await signedInBrowser(stack.gateway, stack.member);
  const elsewhere = await signedInBrowser(stack.gateway, stack.member);

  await here.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });

  expect(await whoAmI(stack, { village_at: elsewhere.cookies.get('village_at')! })).toBe(stack.memberId);
});
