import { minutes, seconds } from '@village/kit';
import { SocialPostPublishedEvent } from '@village/proto';
import {
  CONNECTED_ACCOUNTS,
  PLATFORM_ADAPTERS,
  PublishFailure,
  type ConnectedAccounts,
  type Engagement,
  type PlatformAccount,
  type PlatformAdapter,
  type Publication,
  type PublishRequest,
  type SocialPlatform,
} from '../src/publishing/publisher.port';
import {
  COMPOSE,
  POSTS,
  startSocial,
  type PostView,
  type SocialTestApp,
  type TestMember,
} from './support/social-test-app';

/** X as a test drives it: each publish call takes the next scripted outcome; figures as set. */
class ScriptedXAdapter implements PlatformAdapter {
  readonly platform: SocialPlatform = 'twitter';
  readonly calls: Array<{ request: PublishRequest; at: Date }> = [];
  readonly outcomes: Array<Error | 'ok'> = [];
  figures = new Map<string, Engagement>();
  engagementFailure: Error | null = null;
  private published = 0;

  constructor(private readonly now: () => Date) {}

  publish(request: PublishRequest, account: PlatformAccount): Promise<Publication> {
    this.calls.push({ request, at: this.now() });
    const outcome = this.outcomes.shift() ?? 'ok';
    if (outcome !== 'ok') return Promise.reject(outcome);
    this.published += 1;
    const externalId = `x-${this.published}`;
    return Promise.resolve({
      externalId,
      url: `https://x.test/${account.externalAccountId}/status/${externalId}`,
      publishedAt: this.now(),
    });
  }

  engagement(externalIds: string[]): Promise<Map<string, Engagement>> {
    if (this.engagementFailure) return Promise.reject(this.engagementFailure);
    return Promise.resolve(
      new Map(externalIds.flatMap((id) => (this.figures.has(id) ? [[id, this.figures.get(id)!] as const] : []))),
    );
  }
}

let social: SocialTestApp;
let x: ScriptedXAdapter;
const connected = new Set<string>();
const accounts: ConnectedAccounts = {
  accountFor: (memberId, platform) =>
    Promise.resolve(
      connected.has(memberId) && platform === 'twitter'
        ? { platform, memberId, externalAccountId: `user-${memberId.slice(0, 8)}`, accessToken: 'token' }
        : null,
    ),
};

beforeAll(async () => {
  let clockNow = () => new Date();
  x = new ScriptedXAdapter(() => clockNow());
  social = await startSocial({
    env: {
      SOCIAL_PUBLISH_ATTEMPTS: '4',
      SOCIAL_PUBLISH_RETRY_SECONDS: '60',
      SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: '60',
    },
    providers: [
      { provide: PLATFORM_ADAPTERS, useValue: [x] },
      { provide: CONNECTED_ACCOUNTS, useValue: accounts },
    ],
  });
  clockNow = () => social.clock.now();
});

afterAll(async () => {
  await social?.close();
});

beforeEach(() => {
  x.calls.length = 0;
  x.outcomes.length = 0;
  x.engagementFailure = null;
});

const connectedMember = async () => {
  const member = await social.member();
  connected.add(member.id);
  return member;
};

const composeForX = async (who: TestMember) => {
  const answer = await social.graph<{ composeSocialMediaPosts: PostView[] }>(who, COMPOSE, {
    input: {
      platforms: ['twitter'],
      content: 'Yoga on Saturday',
      hashtags: ['yoga'],
      serviceId: null,
      scheduledFor: null,
    },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.composeSocialMediaPosts[0];
};

const postOf = async (who: TestMember, id: string) =>
  (await social.graph<{ socialMediaPosts: PostView[] }>(who, POSTS, { limit: 100 })).data!.socialMediaPosts.find(
    (post) => post.id === id,
  )!;

const unavailable = () => new PublishFailure('X is not responding (503 Service Unavailable)', true);

it('publishes through the configured platform with the connected account', async () => {
  const member = await connectedMember();
  const post = await composeForX(member);
  await social.clock.runDue();
  expect(x.calls.map((call) => call.request)).toEqual([
    { postId: post.id, platform: 'twitter', text: 'Yoga on Saturday\n\n#yoga', imageUrl: null },
  ]);
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'published',
    publishedVia: 'platform',
    externalUrl: `https://x.test/user-${member.id.slice(0, 8)}/status/x-1`,
    attempts: 1,
  });
  expect((await social.eventsOf(SocialPostPublishedEvent)).filter((event) => event.key === post.id)).toHaveLength(1);

  x.figures.set('x-1', { likes: 4, shares: 1, comments: 0 });
  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  expect((await postOf(member, post.id)).engagementMetrics).toEqual({ likes: 4, shares: 1, comments: 0, total: 5 });
});

it('retries a passing failure with growing gaps, then fails with the reason after the last attempt', async () => {
  const member = await connectedMember();
  x.outcomes.push(unavailable(), unavailable(), unavailable(), unavailable());
  const post = await composeForX(member);
  const start = social.clock.now().getTime();

  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'scheduled',
    attempts: 1,
    failureReason: 'X is not responding (503 Service Unavailable)',
  });
  // Gaps of 60 s, 120 s and 240 s: nothing runs a second early.
  for (const gap of [seconds(60), seconds(120), seconds(240)]) {
    await social.clock.advance(gap - seconds(1));
    const callsBefore = x.calls.length;
    await social.clock.runDue();
    expect(x.calls).toHaveLength(callsBefore);
    await social.clock.advance(seconds(1));
    await social.clock.runDue();
    expect(x.calls).toHaveLength(callsBefore + 1);
  }
  expect(x.calls.map((call) => call.at.getTime() - start)).toEqual([0, seconds(60), seconds(180), seconds(420)]);
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'failed',
    attempts: 4,
    failureReason: 'X is not responding (503 Service Unavailable); tried 4 times',
    publishedAt: null,
  });

  await social.clock.advance(minutes(60));
  await social.clock.runDue();
  expect(x.calls).toHaveLength(4);
});

it('waits as long as the platform asked when that is longer than the backoff, and publishes on a later try', async () => {
  const member = await connectedMember();
  x.outcomes.push(new PublishFailure('X is limiting requests (429 Too Many Requests)', true, minutes(15)));
  const post = await composeForX(member);
  await social.clock.runDue();
  await social.clock.advance(minutes(15) - seconds(1));
  await social.clock.runDue();
  expect(x.calls).toHaveLength(1);
  await social.clock.advance(seconds(1));
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({ status: 'published', attempts: 2, failureReason: null });
});

it('fails a refused post at once, without retrying', async () => {
  const member = await connectedMember();
  x.outcomes.push(new PublishFailure('X refused the post: it is longer than 280 characters', false));
  const post = await composeForX(member);
  await social.clock.runDue();
  await social.clock.advance(minutes(30));
  await social.clock.runDue();
  expect(x.calls).toHaveLength(1);
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    failureReason: 'X refused the post: it is longer than 280 characters',
  });
});

it('fails a post for a platform whose account the author has not connected, without calling it', async () => {
  const member = await social.member();
  const post = await composeForX(member);
  await social.clock.runDue();
  expect(x.calls).toHaveLength(0);
  expect(await postOf(member, post.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    failureReason: 'Connect your X account to publish there',
  });
});

it('runs the job again after an unexpected error, and publishes once', async () => {
  const member = await connectedMember();
  x.outcomes.push(new Error('socket hang up'));
  const post = await composeForX(member);
  expect(await social.clock.runDue()).toMatchObject({ retried: 1 });
  expect((await postOf(member, post.id)).status).toBe('scheduled');
  await social.clock.advance(minutes(5));
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({ status: 'published', attempts: 1 });
  expect(x.calls).toHaveLength(2);
});

it('asks the platform for figures again at the next refresh when it could not answer', async () => {
  const member = await connectedMember();
  const post = await composeForX(member);
  await social.clock.runDue();
  const { externalUrl } = await postOf(member, post.id);
  const externalId = externalUrl!.split('/').pop()!;

  x.engagementFailure = new PublishFailure('X is not responding (503 Service Unavailable)', true);
  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  expect(await postOf(member, post.id)).toMatchObject({ engagementUpdatedAt: null });

  x.engagementFailure = null;
  x.figures.set(externalId, { likes: 2, shares: 0, comments: 1 });
  await social.clock.advance(minutes(4));
  await social.clock.runDue();
  expect((await postOf(member, post.id)).engagementMetrics).toEqual({ likes: 2, shares: 0, comments: 1, total: 3 });
});
