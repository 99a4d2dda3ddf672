import { createHash } from 'node:crypto';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

let stack: GatewayTestStack;
const form = validRegistration();
let userId: string;

beforeAll(async () => {
  stack = await startGatewayWithIdentity();
  userId = (await stack.identity.register(form)).json<{ user: { id: string } }>().user.id;
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

it('catches a copied refresh token replayed from another computer a moment after the member’s refresh, and ends the session for both', async () => {
  const member = new Browser(stack.gateway);
  await member.open();
  expect((await member.request('POST', '/api/auth/signin', { payload: form })).statusCode).toBe(200);
  const copied = member.cookies.get('village_rt')!;

  // The member's access token has lapsed: their next request refreshes (rotating the refresh token).
  member.cookies.delete('village_at');
  const refreshed = await member.request('GET', '/graphql?query=%7Bme%7Bid%7D%7D', {
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(refreshed.json()).toEqual({ data: { me: { id: userId } } });
  expect(member.cookies.get('village_rt')).not.toBe(copied);

  // Within the gateway's shared-refresh window, someone else presents the old refresh token.
  expect(await meWith({ village_rt: copied, village_csrf: 'the-thief-s-own-token' }, '198.51.100.66')).toBeNull();

  // Every refresh token of that sign-in is revoked in identity.
  expect(
    await stack.identity.sql(
      `SELECT count(*)::int AS live FROM refresh_tokens
        WHERE revoked_at IS NULL
          AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [createHash('sha256').update(copied).digest('hex')],
    ),
  ).toEqual([{ live: 0 }]);
  expect(await meWith(Object.fromEntries(member.cookies))).toBeNull();
});
