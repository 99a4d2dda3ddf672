import { minutes, seconds } from '@village/kit';
import { consentAt } from '../../../tests/support/social-platforms';
import { COMPOSE, POSTS, type PostView, type TestMember } from './support/social-test-app';
import { startAccounts, type AccountsTestApp } from './support/accounts-test-app';

/** The real X adapter, its account connected through OAuth, publishing to the stand-in by the job queue. */
let social: AccountsTestApp;

beforeAll(async () => {
  social = await startAccounts({
    env: {
      SOCIAL_PUBLISH_ATTEMPTS: '3',
      SOCIAL_PUBLISH_RETRY_SECONDS: '60',
      SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: '60',
    },
  });
});

afterAll(async () => {
  await social?.close();
});

beforeEach(async () => {
  await social.control!.reset();
});

const START = 'mutation { startSocialAccountConnection(platform: "twitter") { authorizeUrl } }';
const COMPLETE = `mutation Complete($code: String!, $state: String!) {
  completeSocialAccountConnection(platform: "twitter", code: $code, state: $state) { mode }
}`;

async function memberWithX(): Promise<TestMember> {
  const member = await social.member();
  const started = await social.graph<{ startSocialAccountConnection: { authorizeUrl: string } }>(member, START);
  const { code, state } = await consentAt(started.data!.startSocialAccountConnection.authorizeUrl);
  expect((await social.graph(member, COMPLETE, { code, state })).errors).toBeUndefined();
  return member;
}

async function composeForX(member: TestMember, content: string): Promise<PostView> {
  const answer = await social.graph<{ composeSocialMediaPosts: PostView[] }>(member, COMPOSE, {
    input: { platforms: ['twitter'], content, hashtags: ['village'], serviceId: null, scheduledFor: null },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.composeSocialMediaPosts[0];
}

const postOf = async (member: TestMember, id: string) =>
  (await social.graph<{ socialMediaPosts: PostView[] }>(member, POSTS, { limit: 100 })).data!.socialMediaPosts.find(
    (post) => post.id === id,
  )!;

it('publishes on X with the member’s connected account, then fetches its figures from X', async () => {
  const member = await memberWithX();
  const post = await composeForX(member, `Saturday yoga ${member.id}`);
  await social.clock.runDue();
  const [onX] = await social.control!.posts('twitter');
  expect(onX.text).toBe(`Saturday yoga ${member.id}\n\n#village`);
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'published',
    publishedVia: 'platform',
    externalUrl: `https://x.com/i/web/status/${onX.id}`,
    attempts: 1,
  });

  await social.control!.setMetrics(onX.id, { likes: 5, shares: 2, comments: 1 });
  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  expect((await postOf(member, post.id)).engagementMetrics).toEqual({ likes: 5, shares: 2, comments: 1, total: 8 });
});

it('retries while X answers 503, then marks the post failed with the reason', async () => {
  const member = await memberWithX();
  await social.control!.failNextPublishes('twitter', 503, { count: 3 });
  const post = await composeForX(member, `Craft morning ${member.id}`);
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'scheduled',
    attempts: 1,
    failureReason: 'X is not responding (503 Service Unavailable)',
  });
  await social.clock.advance(seconds(60));
  await social.clock.runDue();
  await social.clock.advance(seconds(120));
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'failed',
    attempts: 3,
    failureReason: 'X is not responding (503 Service Unavailable); tried 3 times',
  });
  expect(await social.control!.posts('twitter')).toEqual([]);
});

it('waits as long as X’s rate limit says before trying again', async () => {
  const member = await memberWithX();
  await social.control!.failNextPublishes('twitter', 429, { retryAfterSeconds: 600 });
  const post = await composeForX(member, `Picnic ${member.id}`);
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({ status: 'scheduled', failureReason: 'X rate limit reached' });
  await social.clock.advance(seconds(120));
  await social.clock.runDue();
  expect((await postOf(member, post.id)).status).toBe('scheduled');
  await social.clock.advance(seconds(500));
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({ status: 'published', attempts: 2 });
});

it('fails at once, not retried, when X says the connection is no longer valid', async () => {
  const member = await memberWithX();
  await social.control!.failNextPublishes('twitter', 401);
  const post = await composeForX(member, `Story time ${member.id}`);
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    failureReason: 'Your X connection has expired: connect it again',
  });
});
