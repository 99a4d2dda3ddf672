import { createHash } from 'node:crypto';
import { consentAt, STAND_IN_IDENTITIES } from '../../../../tests/support/social-platforms';
import type { PlatformAccount, PublishRequest } from '../publishing/publisher.port';
import { accountFrom, failureOf, useSocialPlatformsStandIn } from '../../test/support/social-platforms-stand-in';
import { XAdapter, XConnector, type XConfig } from './x';

const REDIRECT_URI = 'https://village.test/social-media-automation/connect/twitter';
const VERIFIER = 'a-pkce-code-verifier-of-enough-length-0123456789abcdef';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

const platforms = useSocialPlatformsStandIn();
let config: XConfig;
let account: PlatformAccount;
let refreshToken: string | null;

const request = (text: string): PublishRequest => ({ postId: 'post-1', platform: 'twitter', text, imageUrl: null });

beforeAll(async () => {
  config = {
    clientId: platforms.standIn.env.x.X_CLIENT_ID,
    clientSecret: platforms.standIn.env.x.X_CLIENT_SECRET,
    apiUrl: platforms.standIn.env.x.X_API_URL,
    authorizeUrl: platforms.standIn.env.x.X_AUTHORIZE_URL,
  };
  const connector = new XConnector(config);
  const { code, state } = await consentAt(
    connector.authorizeUrl({ state: 'the-state', codeChallenge: CHALLENGE, redirectUri: REDIRECT_URI }),
  );
  expect(state).toBe('the-state');
  const grant = await connector.complete(code, VERIFIER, REDIRECT_URI);
  refreshToken = grant.refreshToken;
  account = accountFrom('twitter', grant);
});

describe('connecting (OAuth 2.0 with PKCE)', () => {
  it('asks for the posting scopes with an S256 challenge and returns the user and tokens', () => {
    const url = new URL(
      new XConnector(config).authorizeUrl({ state: 's', codeChallenge: CHALLENGE, redirectUri: REDIRECT_URI }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'tweet.read tweet.write users.read offline.access',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      redirect_uri: REDIRECT_URI,
    });
    expect(account.externalAccountId).toBe(STAND_IN_IDENTITIES.twitter.userId);
    expect(refreshToken).toEqual(expect.any(String));
  });

  it('is refused when the code verifier does not match the challenge', async () => {
    const connector = new XConnector(config);
    const { code } = await consentAt(
      connector.authorizeUrl({ state: 's', codeChallenge: CHALLENGE, redirectUri: REDIRECT_URI }),
    );
    const failure = await failureOf(connector.complete(code, `${VERIFIER}-other`, REDIRECT_URI));
    expect(failure).toMatchObject({
      retryable: false,
      reason: 'X: Value passed for the authorization code was invalid.',
    });
  });

  it('refreshes with a refresh token once (X rotates them)', async () => {
    const connector = new XConnector(config, () => new Date('2030-03-01T09:00:00Z'));
    const { code } = await consentAt(
      connector.authorizeUrl({ state: 's', codeChallenge: CHALLENGE, redirectUri: REDIRECT_URI }),
    );
    const grant = await connector.complete(code, VERIFIER, REDIRECT_URI);
    const renewed = await connector.refresh(grant.refreshToken ?? '');
    expect(renewed.expiresAt).toEqual(new Date('2030-03-01T11:00:00Z'));
    expect(renewed.refreshToken).not.toBe(grant.refreshToken);
    await new XAdapter(config).publish(request('Posted with a refreshed token'), {
      ...account,
      accessToken: renewed.accessToken,
    });
    const reused = await failureOf(connector.refresh(grant.refreshToken ?? ''));
    expect(reused).toMatchObject({ retryable: false, reason: 'X: Value passed for the token was invalid.' });
  });
});

describe('publishing', () => {
  it('creates a post and says where it is', async () => {
    const publication = await new XAdapter(config).publish(request('Summer playdates in Hackney #playdate'), account);
    const [posted] = await platforms.control.posts('twitter');
    expect(posted).toMatchObject({ text: 'Summer playdates in Hackney #playdate', author: account.externalAccountId });
    expect(publication).toMatchObject({ externalId: posted.id, url: `https://x.com/i/web/status/${posted.id}` });
  });

  it('on 429 is retryable after the rate limit resets', async () => {
    await platforms.control.failNextPublishes('twitter', 429, { retryAfterSeconds: 120 });
    const failure = await failureOf(new XAdapter(config).publish(request('Rate limited'), account));
    expect(failure).toMatchObject({ retryable: true, reason: 'X rate limit reached' });
    expect(failure.retryAfterMs).toBeGreaterThan(115_000);
    expect(failure.retryAfterMs).toBeLessThanOrEqual(121_000);
    expect(await platforms.control.posts('twitter')).toEqual([]);
  });

  it('on 503 is retryable, naming the platform and the status', async () => {
    await platforms.control.failNextPublishes('twitter', 503);
    const failure = await failureOf(new XAdapter(config).publish(request('Down'), account));
    expect(failure).toMatchObject({
      retryable: true,
      reason: 'X is not responding (503 Service Unavailable)',
      retryAfterMs: null,
    });
    await new XAdapter(config).publish(request('Down, then up again'), account);
    expect(await platforms.control.posts('twitter')).toHaveLength(1);
  });

  it('on 401 asks the member to connect again, not retryable', async () => {
    const failure = await failureOf(
      new XAdapter(config).publish(request('Old token'), { ...account, accessToken: 'revoked' }),
    );
    expect(failure).toMatchObject({ retryable: false, reason: 'Your X connection has expired: connect it again' });
  });

  it("on 400 is not retryable and shows X's message", async () => {
    await platforms.control.failNextPublishes('twitter', 400);
    const failure = await failureOf(new XAdapter(config).publish(request('Refused'), account));
    expect(failure).toMatchObject({ retryable: false, reason: 'X: Bad Request' });
  });

  it('refuses a duplicate with the reason, not as an expired connection', async () => {
    const adapter = new XAdapter(config);
    await adapter.publish(request('Same words twice'), account);
    const failure = await failureOf(adapter.publish(request('Same words twice'), account));
    expect(failure).toMatchObject({
      retryable: false,
      reason: 'X: You are not allowed to create a Tweet with duplicate content.',
    });
  });

  it('refuses text over 280 characters without calling X', async () => {
    const failure = await failureOf(new XAdapter(config).publish(request('x'.repeat(281)), account));
    expect(failure).toMatchObject({
      retryable: false,
      reason: 'X posts can have at most 280 characters; this one has 281',
    });
    expect(await platforms.control.posts('twitter')).toEqual([]);
  });

  it('measures the text as X does: 141 CJK characters are over, a long link counts as 23', async () => {
    const adapter = new XAdapter(config);
    const failure = await failureOf(adapter.publish(request('公'.repeat(141)), account));
    expect(failure.reason).toBe('X posts can have at most 280 characters; this one has 282');
    await adapter.publish(request(`${'a'.repeat(250)} https://village.example/${'p'.repeat(100)}`), account);
    expect(await platforms.control.posts('twitter')).toHaveLength(1);
  });

  it('is retryable when X cannot be reached', async () => {
    const unreachable = new XAdapter({ ...config, apiUrl: 'http://127.0.0.1:9' });
    const failure = await failureOf(unreachable.publish(request('Nobody there'), account));
    expect(failure).toMatchObject({ retryable: true, reason: 'X is not responding (unreachable)' });
  });
});

describe('engagement', () => {
  it("reads each post's public metrics and leaves out posts X no longer knows", async () => {
    const adapter = new XAdapter(config);
    const first = await adapter.publish(request('First'), account);
    const second = await adapter.publish(request('Second'), account);
    await platforms.control.setMetrics(first.externalId, { likes: 7, shares: 2, comments: 3 });
    const figures = await adapter.engagement([first.externalId, second.externalId, '999'], account);
    expect(Object.fromEntries(figures)).toEqual({
      [first.externalId]: { likes: 7, shares: 2, comments: 3 },
      [second.externalId]: { likes: 0, shares: 0, comments: 0 },
    });
  });
});
