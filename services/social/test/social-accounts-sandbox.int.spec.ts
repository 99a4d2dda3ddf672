import { CONNECTED_ACCOUNTS, PLATFORM_ADAPTERS, type ConnectedAccounts } from '../src/publishing/publisher.port';
import { startAccounts, type AccountsTestApp } from './support/accounts-test-app';

let social: AccountsTestApp;

beforeAll(async () => {
  social = await startAccounts({ platforms: false });
});

afterAll(async () => {
  await social?.close();
});

it('with no platform configured, every platform is the sandbox and none can be connected', async () => {
  const member = await social.member();
  const answer = await social.graph<{ socialAccounts: Array<{ platform: string; mode: string }> }>(
    member,
    '{ socialAccounts { platform mode } }',
  );
  expect(answer.data?.socialAccounts).toEqual([
    { platform: 'facebook', mode: 'sandbox' },
    { platform: 'instagram', mode: 'sandbox' },
    { platform: 'twitter', mode: 'sandbox' },
    { platform: 'linkedin', mode: 'sandbox' },
  ]);
  const start = await social.graph(
    member,
    'mutation { startSocialAccountConnection(platform: "twitter") { authorizeUrl } }',
  );
  expect(start.errors?.[0]).toMatchObject({
    message: 'X is not set up here: posts for it go to the sandbox',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(social.app.get(PLATFORM_ADAPTERS)).toEqual([]);
  expect(await social.app.get<ConnectedAccounts>(CONNECTED_ACCOUNTS).accountFor(member.id, 'twitter')).toBeNull();
});
