import { gatewayWithMember } from './support/gateway-fixture';
import { signedInBrowser, whoAmI } from './support/gateway-test-app';

// Identity's list of revoked sessions is read before every check, so the test need not wait for the interval.
const stack = gatewayWithMember({ SESSION_REVOCATION_SYNC_MS: '0' });

it('stops the access tokens of every other session as soon as the password is changed', async () => {
  const form = stack.member;
  const laptop = await signedInBrowser(stack.gateway, form);
  const stolenPhone = await signedInBrowser(stack.gateway, form);
  expect(await whoAmI(stack, Object.fromEntries(stolenPhone.cookies))).toBe(stack.memberId);

  // No page calls it yet: the internal endpoint, as the gateway will, with the laptop's access token.
  const changed = await stack.identity.app.inject({
    method: 'POST',
    url: '/credentials/password',
    headers: { authorization: `Bearer ${laptop.cookies.get('village_at')}`, 'content-type': 'application/json' },
    payload: { currentPassword: form.password, newPassword: 'lanterns over the harbour' },
  });
  expect(changed.statusCode).toBe(200);

  // The phone's access token is refused, and its refresh token was revoked too: no new session for it.
  expect(await whoAmI(stack, Object.fromEntries(stolenPhone.cookies))).toBeNull();
  expect(await whoAmI(stack, { village_rt: stolenPhone.cookies.get('village_rt')! })).toBeNull();
  // The laptop's new session (from the password change) is the one that works.
  const fresh = changed.json<{ session: { accessToken: string } }>().session.accessToken;
  expect(await whoAmI(stack, { village_at: fresh })).toBe(stack.memberId);
});
