import { consentAt, STAND_IN_IDENTITIES } from '../../../../tests/support/social-platforms';
import type { PlatformAccount, PublishRequest } from '../publishing/publisher.port';
import { accountFrom, failureOf, useSocialPlatformsStandIn } from '../../test/support/social-platforms-stand-in';
import { escapeLittleText, LinkedInAdapter, LinkedInConnector, type LinkedInConfig } from './linkedin';

const REDIRECT_URI = 'https://village.test/social-media-automation/connect/linkedin';

const platforms = useSocialPlatformsStandIn();
let config: LinkedInConfig;
let account: PlatformAccount;
let accountName: string;

const request = (text: string): PublishRequest => ({ postId: 'post-1', platform: 'linkedin', text, imageUrl: null });

beforeAll(async () => {
  config = {
    clientId: platforms.standIn.env.linkedin.LINKEDIN_CLIENT_ID,
    clientSecret: platforms.standIn.env.linkedin.LINKEDIN_CLIENT_SECRET,
    apiUrl: platforms.standIn.env.linkedin.LINKEDIN_API_URL,
    oauthUrl: platforms.standIn.env.linkedin.LINKEDIN_OAUTH_URL,
  };
  const connector = new LinkedInConnector(config, () => new Date('2030-03-01T09:00:00Z'));
  const { code } = await consentAt(
    connector.authorizeUrl({ state: 'the-state', codeChallenge: 'unused', redirectUri: REDIRECT_URI }),
  );
  const grant = await connector.complete(code, 'unused', REDIRECT_URI);
  accountName = grant.accountName;
  expect(grant.expiresAt).toEqual(new Date('2030-04-30T09:00:00Z'));
  account = accountFrom('linkedin', grant);
});

it('connects the member as a person URN from userinfo', () => {
  expect(account.externalAccountId).toBe(`urn:li:person:${STAND_IN_IDENTITIES.linkedin.sub}`);
  expect(accountName).toBe(STAND_IN_IDENTITIES.linkedin.name);
});

it("escapes the little text format's reserved characters but keeps hashtags", () => {
  expect(escapeLittleText('Games (ages 5+) @ the_park #playdate # alone')).toBe(
    'Games \\(ages 5+\\) \\@ the\\_park #playdate \\# alone',
  );
});

it('creates a post with the Posts API; LinkedIn shows the text as written', async () => {
  const text = 'Childcare [weekdays] (Hackney) #childcare';
  const publication = await new LinkedInAdapter(config).publish(request(text), account);
  const [posted] = await platforms.control.posts('linkedin');
  expect(posted).toMatchObject({ text, author: account.externalAccountId });
  expect(publication).toMatchObject({
    externalId: posted.id,
    url: `https://www.linkedin.com/feed/update/${posted.id}`,
  });
});

it('on 429 is retryable after Retry-After', async () => {
  await platforms.control.failNextPublishes('linkedin', 429, { retryAfterSeconds: 30 });
  const failure = await failureOf(new LinkedInAdapter(config).publish(request('Throttled'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'LinkedIn rate limit reached', retryAfterMs: 30_000 });
});

it('on 503 is retryable, naming the platform and the status', async () => {
  await platforms.control.failNextPublishes('linkedin', 503);
  const failure = await failureOf(new LinkedInAdapter(config).publish(request('Down'), account));
  expect(failure).toMatchObject({ retryable: true, reason: 'LinkedIn is not responding (503 Service Unavailable)' });
});

it('on 401 asks the member to connect again', async () => {
  const failure = await failureOf(
    new LinkedInAdapter(config).publish(request('Old token'), { ...account, accessToken: 'expired' }),
  );
  expect(failure).toMatchObject({ retryable: false, reason: 'Your LinkedIn connection has expired: connect it again' });
});

it("on 422 is not retryable and shows LinkedIn's message", async () => {
  await platforms.control.failNextPublishes('linkedin', 422);
  const refused = await failureOf(new LinkedInAdapter(config).publish(request('Refused'), account));
  expect(refused).toMatchObject({
    retryable: false,
    reason: 'LinkedIn: ERROR :: /commentary :: commentary is not valid for this author',
  });
});

it('on 403 (posting as someone else) asks the member to connect again', async () => {
  const failure = await failureOf(
    new LinkedInAdapter(config).publish(request('Someone else'), { ...account, externalAccountId: 'urn:li:person:x' }),
  );
  expect(failure).toMatchObject({ retryable: false, reason: 'Your LinkedIn connection has expired: connect it again' });
});

it('refuses text over 3000 characters without calling LinkedIn', async () => {
  const failure = await failureOf(new LinkedInAdapter(config).publish(request('a'.repeat(3001)), account));
  expect(failure).toMatchObject({
    retryable: false,
    reason: 'LinkedIn posts can have at most 3000 characters; this one has 3001',
  });
  expect(await platforms.control.posts('linkedin')).toEqual([]);
});

it("reads likes and comments from the post's social actions", async () => {
  const adapter = new LinkedInAdapter(config);
  const published = await adapter.publish(request('Counted'), account);
  await platforms.control.setMetrics(published.externalId, { likes: 9, shares: 0, comments: 2 });
  const figures = await adapter.engagement([published.externalId, 'urn:li:share:404'], account);
  expect(Object.fromEntries(figures)).toEqual({ [published.externalId]: { likes: 9, shares: 0, comments: 2 } });
});
