import { createHash } from 'node:crypto';
import { gatewayWithMember } from './support/gateway-fixture';
import { signedInBrowser, whoAmI } from './support/gateway-test-app';

const stack = gatewayWithMember();

it('catches a copied refresh token replayed from another computer a moment after the member’s refresh, and ends the session for both', async () => {
  const member = await signedInBrowser(stack.gateway, stack.member);
  const copied = member.cookies.get('village_rt')!;

  // The member's access token has lapsed: their next request refreshes (rotating the refresh token).
  member.cookies.delete('village_at');
  const refreshed = await member.request('GET', '/graphql?query=%7Bme%7Bid%7D%7D', {
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(refreshed.json()).toEqual({ data: { me: { id: stack.memberId } } });
  expect(member.cookies.get('village_rt')).not.toBe(copied);

  // Within the gateway's shared-refresh window, someone else presents the old refresh token.
  expect(
    await whoAmI(stack, { village_rt: copied, village_csrf: 'the-thief-s-own-token' }, '198.51.100.66'),
  ).toBeNull();

  // Every refresh token of that sign-in is revoked in identity.
  expect(
    await stack.identity.sql(
      `SELECT count(*)::int AS live FROM refresh_tokens
        WHERE revoked_at IS NULL
          AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [createHash('sha256').update(copied).digest('hex')],
    ),
  ).toEqual([{ live: 0 }]);
  expect(await whoAmI(stack, Object.fromEntries(member.cookies))).toBeNull();
});
