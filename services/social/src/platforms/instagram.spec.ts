import { consentAt, STAND_IN_IDENTITIES } from '../../../../tests/support/social-platforms';
import type { PlatformAccount, PublishRequest } from '../publishing/publisher.port';
import { accountFrom, failureOf, useSocialPlatformsStandIn } from '../../test/support/social-platforms-stand-in';
import type { FacebookGraphConfig } from './facebook-graph';
import { InstagramAdapter, InstagramConnector } from './instagram';

const REDIRECT_URI = 'https://village.test/social-media-automation/connect/instagram';
const PHOTO = 'https://media.village.test/public/photo-1.jpg';

const platforms = useSocialPlatformsStandIn();
let config: FacebookGraphConfig;
let account: PlatformAccount;
let accountName: string;

const request = (text: string, imageUrl: string | null = PHOTO): PublishRequest => ({
  postId: 'post-1',
  platform: 'instagram',
  text,
  imageUrl,
});

beforeAll(async () => {
  config = {
    appId: platforms.standIn.env.facebook.FACEBOOK_APP_ID,
    appSecret: platforms.standIn.env.facebook.FACEBOOK_APP_SECRET,
    graphUrl: platforms.standIn.env.facebook.FACEBOOK_GRAPH_URL,
    dialogUrl: platforms.standIn.env.facebook.FACEBOOK_DIALOG_URL,
  };
  const connector = new InstagramConnector(config);
  const { code } = await consentAt(
    connector.authorizeUrl({ state: 'the-state', codeChallenge: 'unused', redirectUri: REDIRECT_URI }),
  );
  const grant = await connector.complete(code, 'unused', REDIRECT_URI);
  accountName = grant.accountName;
  account = accountFrom('instagram', grant);
});

it("connects the Instagram professional account linked to the member's Page", async () => {
  const url = new URL(
    new InstagramConnector(config).authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI }),
  );
  expect(url.searchParams.get('scope')).toContain('instagram_content_publish');
  expect(account.externalAccountId).toBe(STAND_IN_IDENTITIES.instagram.userId);
  expect(accountName).toBe(`@${STAND_IN_IDENTITIES.instagram.username}`);
});

it('publishes a photo with its caption: a media container, then media_publish', async () => {
  const publication = await new InstagramAdapter(config).publish(request('Wellbeing walks #wellbeing'), account);
  const [posted] = await platforms.control.posts('instagram');
  expect(posted).toMatchObject({ text: 'Wellbeing walks #wellbeing', imageUrl: PHOTO });
  expect(publication).toMatchObject({ externalId: posted.id, url: `https://www.instagram.com/p/${posted.id}/` });
});

it('refuses a post without a photo without calling Instagram', async () => {
  const failure = await failureOf(new InstagramAdapter(config).publish(request('No photo', null), account));
  expect(failure).toMatchObject({
    retryable: false,
    reason: 'Instagram posts need a photo: choose a service with a photo',
  });
});

it('on throttling is retryable as a rate limit', async () => {
  await platforms.control.failNextPublishes('instagram', 429);
  const failure = await failureOf(new InstagramAdapter(config).publish(request('Throttled'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'Instagram rate limit reached' });
});

it('on 503 is retryable, naming the platform and the status', async () => {
  await platforms.control.failNextPublishes('instagram', 503);
  const failure = await failureOf(new InstagramAdapter(config).publish(request('Down'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'Instagram is not responding (503 Service Unavailable)' });
});

it('on an invalid token asks the member to connect again', async () => {
  const failure = await failureOf(
    new InstagramAdapter(config).publish(request('Old token'), { ...account, accessToken: 'expired' }),
  );
  expect(failure).toMatchObject({
    retryable: false,
    reason: 'Your Instagram connection has expired: connect it again',
  });
});

it("on 400 is not retryable and shows the Graph API's message", async () => {
  await platforms.control.failNextPublishes('instagram', 400);
  const failure = await failureOf(new InstagramAdapter(config).publish(request('Refused'), account));
  expect(failure).toMatchObject({ retryable: false, reason: 'Instagram: (#100) Invalid parameter' });
});

it('refuses a caption over 2200 characters without calling Instagram', async () => {
  const failure = await failureOf(new InstagramAdapter(config).publish(request('a'.repeat(2201)), account));
  expect(failure).toMatchObject({
    retryable: false,
    reason: 'Instagram posts can have at most 2200 characters; this one has 2201',
  });
  expect(await platforms.control.posts('instagram')).toEqual([]);
});

it('reads likes, comments and shares', async () => {
  const adapter = new InstagramAdapter(config);
  const published = await adapter.publish(request('Counted'), account);
  await platforms.control.setMetrics(published.externalId, { likes: 30, shares: 6, comments: 8 });
  const figures = await adapter.engagement([published.externalId, '1790000000404'], account);
  expect(Object.fromEntries(figures)).toEqual({ [published.externalId]: { likes: 30, shares: 6, comments: 8 } });
});
