import { SealedTokenCipher } from '@village/kit';
import { consentAt, STAND_IN_IDENTITIES } from '../../../tests/support/social-platforms';
import {
  CONNECTED_ACCOUNTS,
  PLATFORM_ADAPTERS,
  type ConnectedAccounts,
  type PlatformAdapter,
} from '../src/publishing/publisher.port';
import { startAccounts, TEST_APP_URL, type AccountsTestApp, type TestMember } from './support/accounts-test-app';

let social: AccountsTestApp;

beforeAll(async () => {
  social = await startAccounts();
});

afterAll(async () => {
  await social?.close();
});

const ACCOUNTS = '{ socialAccounts { platform mode accountName connectedAt } }';
const START = `mutation Start($platform: String!) { startSocialAccountConnection(platform: $platform) { authorizeUrl } }`;
const COMPLETE = `mutation Complete($platform: String!, $code: String!, $state: String!) {
  completeSocialAccountConnection(platform: $platform, code: $code, state: $state) { platform mode accountName connectedAt }
}`;
const DISCONNECT = `mutation Disconnect($platform: String!) {
  disconnectSocialAccount(platform: $platform) { platform mode accountName connectedAt }
}`;

interface Account {
  platform: string;
  mode: string;
  accountName: string | null;
  connectedAt: string | null;
}
interface RawAccount {
  external_account_id: string;
  account_name: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | null;
}

async function start(member: TestMember, platform: string): Promise<string> {
  const answer = await social.graph<{ startSocialAccountConnection: { authorizeUrl: string } }>(member, START, {
    platform,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.startSocialAccountConnection.authorizeUrl ?? '';
}

async function complete(member: TestMember, platform: string, code: string, state: string) {
  return social.graph<{ completeSocialAccountConnection: Account }>(member, COMPLETE, { platform, code, state });
}

async function connect(member: TestMember, platform: string): Promise<Account> {
  const { code, state } = await consentAt(await start(member, platform));
  const answer = await complete(member, platform, code, state);
  expect(answer.errors).toBeUndefined();
  return answer.data!.completeSocialAccountConnection;
}

const rawAccount = async (member: TestMember, platform: string): Promise<RawAccount | undefined> =>
  (
    await social.sql<RawAccount>(
      `SELECT external_account_id, account_name, access_token, refresh_token, expires_at FROM social_accounts
       WHERE member_id = $1 AND platform = $2`,
      [member.id, platform],
    )
  )[0];

const connectedAccounts = () => social.app.get<ConnectedAccounts>(CONNECTED_ACCOUNTS);
const adapter = (platform: string) =>
  social.app.get<PlatformAdapter[]>(PLATFORM_ADAPTERS).find((candidate) => candidate.platform === platform)!;

it('lists the four platforms in a fixed order, not connected until the member connects', async () => {
  const member = await social.member();
  const answer = await social.graph<{ socialAccounts: Account[] }>(member, ACCOUNTS);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.socialAccounts).toEqual(
    ['facebook', 'instagram', 'twitter', 'linkedin'].map((platform) => ({
      platform,
      mode: 'not_connected',
      accountName: null,
      connectedAt: null,
    })),
  );
  expect((await social.graph(null, ACCOUNTS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('connects X: consent with PKCE, tokens sealed in the table, posting works with them', async () => {
  const member = await social.member();
  const authorizeUrl = new URL(await start(member, 'twitter'));
  expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(social.env.X_AUTHORIZE_URL);
  const state = authorizeUrl.searchParams.get('state') ?? '';
  expect(Buffer.from(state, 'base64url')).toHaveLength(32);
  const [pending] = await social.sql<{ member_id: string; platform: string; code_verifier: string }>(
    'SELECT member_id, platform, code_verifier FROM social_account_connections WHERE state = $1',
    [state],
  );
  expect(pending).toMatchObject({ member_id: member.id, platform: 'twitter' });
  expect(authorizeUrl.searchParams.get('code_challenge')).not.toBe(pending.code_verifier);

  const back = await consentAt(authorizeUrl.toString());
  expect(back.redirectedTo).toBe(`${TEST_APP_URL}/social-media-automation/connect/twitter`);
  const answer = await complete(member, 'twitter', back.code, back.state);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.completeSocialAccountConnection).toEqual({
    platform: 'twitter',
    mode: 'connected',
    accountName: `@${STAND_IN_IDENTITIES.twitter.username}`,
    connectedAt: social.clock.now().toISOString(),
  });

  const row = await rawAccount(member, 'twitter');
  expect(row).toMatchObject({ external_account_id: STAND_IN_IDENTITIES.twitter.userId });
  expect(row?.access_token).toMatch(/^v1\./);
  expect(row?.refresh_token).toMatch(/^v1\./);
  expect(row?.expires_at).toEqual(new Date(social.clock.now().getTime() + 7200 * 1000));
  const cipher = new SealedTokenCipher(social.tokenKey);
  const account = await connectedAccounts().accountFor(member.id, 'twitter');
  expect(account?.accessToken).toBe(cipher.open(row!.access_token));
  expect(row?.access_token).not.toContain(account!.accessToken);
  await adapter('twitter').publish(
    { postId: 'p', platform: 'twitter', text: `Posted by ${member.id}`, imageUrl: null },
    account!,
  );
  expect((await social.control!.posts('twitter')).map((post) => post.text)).toContain(`Posted by ${member.id}`);
  expect(await social.sql('SELECT 1 FROM social_account_connections WHERE state = $1', [state])).toEqual([]);
});

it('uses a state once', async () => {
  const member = await social.member();
  const { code, state } = await consentAt(await start(member, 'twitter'));
  expect((await complete(member, 'twitter', code, state)).errors).toBeUndefined();
  const again = await complete(member, 'twitter', code, state);
  expect(again.errors?.[0]).toMatchObject({
    message: 'This connection has expired or was already used: please connect again',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

it('honours a connection for 10 minutes only', async () => {
  const member = await social.member();
  const late = await consentAt(await start(member, 'linkedin'));
  const inTime = await consentAt(await start(member, 'twitter'));
  await social.clock.advance(10 * 60 * 1000 - 1000);
  expect((await complete(member, 'twitter', inTime.code, inTime.state)).errors).toBeUndefined();
  await social.clock.advance(2000);
  const answer = await complete(member, 'linkedin', late.code, late.state);
  expect(answer.errors?.[0].message).toBe('This connection has expired or was already used: please connect again');
  expect(await rawAccount(member, 'linkedin')).toBeUndefined();
});

it("refuses another member's state, or another platform's", async () => {
  const member = await social.member();
  const other = await social.member();
  const { code, state } = await consentAt(await start(member, 'twitter'));
  expect((await complete(other, 'twitter', code, state)).errors?.[0].message).toBe(
    'This connection has expired or was already used: please connect again',
  );
  const second = await consentAt(await start(member, 'twitter'));
  expect((await complete(member, 'linkedin', second.code, second.state)).errors?.[0].message).toBe(
    'This connection has expired or was already used: please connect again',
  );
  expect(await rawAccount(other, 'twitter')).toBeUndefined();
});

it('proves the code with the PKCE verifier it stored (a different verifier is refused by X)', async () => {
  const member = await social.member();
  const { code, state } = await consentAt(await start(member, 'twitter'));
  await social.sql('UPDATE social_account_connections SET code_verifier = $2 WHERE state = $1', [
    state,
    'a-verifier-that-does-not-match-the-challenge-0123456789',
  ]);
  const answer = await complete(member, 'twitter', code, state);
  expect(answer.errors?.[0]).toMatchObject({
    message: 'X: Value passed for the authorization code was invalid.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await rawAccount(member, 'twitter')).toBeUndefined();
});

it.each([
  ['facebook', STAND_IN_IDENTITIES.facebook.pageName, STAND_IN_IDENTITIES.facebook.pageId],
  ['instagram', `@${STAND_IN_IDENTITIES.instagram.username}`, STAND_IN_IDENTITIES.instagram.userId],
  ['linkedin', STAND_IN_IDENTITIES.linkedin.name, `urn:li:person:${STAND_IN_IDENTITIES.linkedin.sub}`],
])('connects %s', async (platform, accountName, externalAccountId) => {
  const member = await social.member();
  expect(await connect(member, platform)).toMatchObject({ platform, mode: 'connected', accountName });
  const row = await rawAccount(member, platform);
  expect(row).toMatchObject({ external_account_id: externalAccountId, account_name: accountName });
  expect(row?.access_token).toMatch(/^v1\./);
  expect(await connectedAccounts().accountFor(member.id, platform as 'facebook')).toMatchObject({ externalAccountId });
});

it('refreshes an expired X token before publishing, sealing the new tokens', async () => {
  const member = await social.member();
  await connect(member, 'twitter');
  const before = (await rawAccount(member, 'twitter'))!;
  const cipher = new SealedTokenCipher(social.tokenKey);
  await social.clock.advance(7200 * 1000);
  const account = await connectedAccounts().accountFor(member.id, 'twitter');
  const after = (await rawAccount(member, 'twitter'))!;
  expect(account?.accessToken).not.toBe(cipher.open(before.access_token));
  expect(account?.accessToken).toBe(cipher.open(after.access_token));
  expect(cipher.open(after.refresh_token!)).not.toBe(cipher.open(before.refresh_token!));
  expect(after.expires_at).toEqual(new Date(social.clock.now().getTime() + 7200 * 1000));
  await adapter('twitter').publish(
    { postId: 'p', platform: 'twitter', text: `Refreshed ${member.id}`, imageUrl: null },
    account!,
  );
});

it('disconnects: the account and its tokens are gone', async () => {
  const member = await social.member();
  await connect(member, 'linkedin');
  const answer = await social.graph<{ disconnectSocialAccount: Account }>(member, DISCONNECT, { platform: 'linkedin' });
  expect(answer.data?.disconnectSocialAccount).toEqual({
    platform: 'linkedin',
    mode: 'not_connected',
    accountName: null,
    connectedAt: null,
  });
  expect(await rawAccount(member, 'linkedin')).toBeUndefined();
  expect(await connectedAccounts().accountFor(member.id, 'linkedin')).toBeNull();
});

it('treats a token sealed with another key as not connected (the member connects again)', async () => {
  const member = await social.member();
  await connect(member, 'linkedin');
  const otherKey = new SealedTokenCipher(Buffer.alloc(32, 9).toString('base64'));
  await social.sql('UPDATE social_accounts SET access_token = $3 WHERE member_id = $1 AND platform = $2', [
    member.id,
    'linkedin',
    otherKey.seal('a-token'),
  ]);
  expect(await connectedAccounts().accountFor(member.id, 'linkedin')).toBeNull();
});

it('refuses a platform it does not know', async () => {
  const member = await social.member();
  const answer = await social.graph(member, START, { platform: 'myspace' });
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Choose Facebook, Instagram, X or LinkedIn',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});
