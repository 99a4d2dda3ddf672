import { consentAt, STAND_IN_IDENTITIES } from '../../../../tests/support/social-platforms';
import type { PlatformAccount, PublishRequest } from '../publishing/publisher.port';
import { accountFrom, failureOf, useSocialPlatformsStandIn } from '../../test/support/social-platforms-stand-in';
import type { FacebookGraphConfig } from './facebook-graph';
import { FacebookPagesAdapter, FacebookPagesConnector } from './facebook-pages';

const REDIRECT_URI = 'https://village.test/social-media-automation/connect/facebook';

const platforms = useSocialPlatformsStandIn();
let config: FacebookGraphConfig;
let account: PlatformAccount;
let accountName: string;

const request = (text: string): PublishRequest => ({ postId: 'post-1', platform: 'facebook', text, imageUrl: null });

beforeAll(async () => {
  config = {
    appId: platforms.standIn.env.facebook.FACEBOOK_APP_ID,
    appSecret: platforms.standIn.env.facebook.FACEBOOK_APP_SECRET,
    graphUrl: platforms.standIn.env.facebook.FACEBOOK_GRAPH_URL,
    dialogUrl: platforms.standIn.env.facebook.FACEBOOK_DIALOG_URL,
  };
  const connector = new FacebookPagesConnector(config);
  const { code } = await consentAt(
    connector.authorizeUrl({ state: 'the-state', codeChallenge: 'unused', redirectUri: REDIRECT_URI }),
  );
  const grant = await connector.complete(code, 'unused', REDIRECT_URI);
  accountName = grant.accountName;
  expect(grant).toMatchObject({ refreshToken: null, expiresAt: null });
  account = accountFrom('facebook', grant);
});

it("connects the member's Page with a Page token (code, long-lived user token, then the Page)", async () => {
  const url = new URL(
    new FacebookPagesConnector(config).authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI }),
  );
  expect(url.searchParams.get('scope')).toBe('pages_show_list,pages_manage_posts,pages_read_engagement');
  expect(account.externalAccountId).toBe(STAND_IN_IDENTITIES.facebook.pageId);
  expect(accountName).toBe(STAND_IN_IDENTITIES.facebook.pageName);
});

it('refuses a code used twice', async () => {
  const connector = new FacebookPagesConnector(config);
  const { code } = await consentAt(
    connector.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI }),
  );
  await connector.complete(code, 'unused', REDIRECT_URI);
  const failure = await failureOf(connector.complete(code, 'unused', REDIRECT_URI));
  expect(failure).toMatchObject({ retryable: false, reason: 'Facebook: Invalid verification code format.' });
});

it("posts to the Page's feed", async () => {
  const publication = await new FacebookPagesAdapter(config).publish(request('Pet sitting in Leeds'), account);
  const [posted] = await platforms.control.posts('facebook');
  expect(posted).toMatchObject({ text: 'Pet sitting in Leeds', author: STAND_IN_IDENTITIES.facebook.pageId });
  expect(publication).toMatchObject({ externalId: posted.id, url: `https://www.facebook.com/${posted.id}` });
});

it('on throttling (Graph code 32) is retryable as a rate limit', async () => {
  await platforms.control.failNextPublishes('facebook', 429);
  const failure = await failureOf(new FacebookPagesAdapter(config).publish(request('Throttled'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'Facebook rate limit reached' });
});

it('on 503 is retryable, naming the platform and the status', async () => {
  await platforms.control.failNextPublishes('facebook', 503);
  const failure = await failureOf(new FacebookPagesAdapter(config).publish(request('Down'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'Facebook is not responding (503 Service Unavailable)' });
});

it('on an invalid token (code 190) asks the member to connect again', async () => {
  const failure = await failureOf(
    new FacebookPagesAdapter(config).publish(request('Old token'), { ...account, accessToken: 'expired' }),
  );
  expect(failure).toMatchObject({ retryable: false, reason: 'Your Facebook connection has expired: connect it again' });
});

it("on 400 is not retryable and shows the Graph API's message", async () => {
  await platforms.control.failNextPublishes('facebook', 400);
  const failure = await failureOf(new FacebookPagesAdapter(config).publish(request('Refused'), account));
  expect(failure).toMatchObject({ retryable: false, reason: 'Facebook: (#100) Invalid parameter' });
});

it('refuses text over 63206 characters without calling the Graph API', async () => {
  const failure = await failureOf(new FacebookPagesAdapter(config).publish(request('a'.repeat(63207)), account));
  expect(failure).toMatchObject({
    retryable: false,
    reason: 'Facebook posts can have at most 63206 characters; this one has 63207',
  });
  expect(await platforms.control.posts('facebook')).toEqual([]);
});

it('reads reactions, comments and shares, leaving out posts that are gone', async () => {
  const adapter = new FacebookPagesAdapter(config);
  const first = await adapter.publish(request('First'), account);
  const second = await adapter.publish(request('Second'), account);
  await platforms.control.setMetrics(first.externalId, { likes: 12, shares: 4, comments: 5 });
  const figures = await adapter.engagement([first.externalId, second.externalId, '20000000001_404'], account);
  expect(Object.fromEntries(figures)).toEqual({
    [first.externalId]: { likes: 12, shares: 4, comments: 5 },
    [second.externalId]: { likes: 0, shares: 0, comments: 0 },
  });
});
