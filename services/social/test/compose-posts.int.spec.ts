import { minutes, days } from '@village/kit';
import {
  COMPOSE,
  POSTS,
  SOCIAL_TEST_START,
  startSocial,
  SUMMARY,
  type PostView,
  type SocialTestApp,
  type TestMember,
} from './support/social-test-app';

let social: SocialTestApp;
let host: TestMember;

beforeAll(async () => {
  social = await startSocial();
  host = await social.member();
});

afterAll(async () => {
  await social?.close();
});

const valid = {
  platforms: ['facebook'],
  content: 'Come and stretch with us on Saturday mornings.',
  hashtags: ['yoga'],
  serviceId: null,
  scheduledFor: null,
};

const compose = (who: TestMember, input: Record<string, unknown>) =>
  social.graph<{ composeSocialMediaPosts: PostView[] }>(who, COMPOSE, { input: { ...valid, ...input } });

const storedPostsOf = async (member: TestMember) =>
  Number(
    (await social.sql<{ n: string }>('SELECT count(*) AS n FROM social_posts WHERE author_id = $1', [member.id]))[0].n,
  );

const queuedPublishJobs = async () =>
  Number((await social.sql<{ n: string }>(`SELECT count(*) AS n FROM social.job WHERE name = 'posts.publish'`))[0].n);

describe('refuses bad input with the contract message and stores nothing', () => {
  it.each([
    ['no platform', { platforms: [] }, 'Select at least one platform'],
    ['an unknown platform', { platforms: ['myspace'] }, 'Select at least one platform'],
    ['a platform twice', { platforms: ['facebook', 'facebook'] }, 'Select at least one platform'],
    ['blank content', { content: '   ' }, 'Content is required'],
    ['5001 characters', { content: 'x'.repeat(5001) }, 'Content must be 5000 characters or less'],
    [
      'a hashtag with a hyphen',
      { hashtags: ['good', 'not-ok'] },
      'Hashtags may contain only letters, numbers and underscores',
    ],
    ['a 51-character hashtag', { hashtags: ['x'.repeat(51)] }, 'Each hashtag must be 50 characters or less'],
    ['31 hashtags', { hashtags: Array.from({ length: 31 }, (_, i) => `tag${i}`) }, 'Use at most 30 hashtags'],
    [
      'two minutes ago',
      { scheduledFor: new Date(SOCIAL_TEST_START.getTime() - minutes(2)).toISOString() },
      'Schedule time must be in the future',
    ],
    [
      'in 366 days',
      { scheduledFor: new Date(SOCIAL_TEST_START.getTime() + days(366)).toISOString() },
      'Schedule time must be within the next year',
    ],
  ])('%s', async (_label, input, message) => {
    const member = await social.member();
    const jobsBefore = await queuedPublishJobs();
    const answer = await compose(member, input);
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedPostsOf(member)).toBe(0);
    expect(await queuedPublishJobs()).toBe(jobsBefore);
  });
});

it('writes one post per platform, trimmed, hashtags cleaned, newest first in the list', async () => {
  const member = await social.member();
  const answer = await compose(member, {
    platforms: ['facebook', 'linkedin'],
    content: '  Saturday yoga  ',
    hashtags: [' #Yoga ', '', '##Camden_life', '  '],
    scheduledFor: new Date(SOCIAL_TEST_START.getTime() + days(2)).toISOString(),
  });
  expect(answer.errors).toBeUndefined();
  const posts = answer.data!.composeSocialMediaPosts;
  expect(posts.map((post) => [post.platform, post.content, post.hashtags, post.status])).toEqual([
    ['facebook', 'Saturday yoga', ['Yoga', 'Camden_life'], 'scheduled'],
    ['linkedin', 'Saturday yoga', ['Yoga', 'Camden_life'], 'scheduled'],
  ]);
  expect(posts[0].engagementMetrics).toEqual({ likes: 0, shares: 0, comments: 0, total: 0 });

  const listed = await social.graph<{ socialMediaPosts: PostView[] }>(member, POSTS, {});
  expect(listed.data!.socialMediaPosts.map((post) => post.platform)).toEqual(['linkedin', 'facebook']);
  const summary = await social.graph<{ socialMediaSummary: unknown }>(member, SUMMARY);
  expect(summary.data!.socialMediaSummary).toEqual({
    totalPosts: 2,
    published: 0,
    scheduled: 2,
    failed: 0,
    engagement: { likes: 0, shares: 0, comments: 0, total: 0 },
  });
  expect(await queuedPublishJobsFor(posts.map((post) => post.id))).toEqual(2);
});

const queuedPublishJobsFor = async (postIds: string[]) =>
  Number(
    (
      await social.sql<{ n: string }>(
        `SELECT count(*) AS n FROM social.job WHERE name = 'posts.publish' AND data->>'postId' = ANY($1)`,
        [postIds],
      )
    )[0].n,
  );

it("refuses someone else's service (403) and an unknown or deleted one (404), storing nothing", async () => {
  const other = await social.member();
  const theirs = await social.knowService({ hostId: other.id });
  const deleted = await social.knowService({ hostId: host.id, deleted: true });

  const forbidden = await compose(host, { serviceId: theirs });
  expect(forbidden.errors?.[0]?.message).toBe('You can only promote your own services.');
  expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  for (const serviceId of ['7d1c1f36-8f5e-4b7a-9e0f-6f9b9a0c1d2e', deleted, 'not-an-id']) {
    const missing = await compose(host, { serviceId });
    expect(missing.errors?.[0]?.message).toBe('Service not found');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }
  expect(await storedPostsOf(host)).toBe(0);
});

it("promotes the member's own service; the list shows only their posts", async () => {
  const mine = await social.knowService({ hostId: host.id });
  const answer = await compose(host, { serviceId: mine });
  expect(answer.data!.composeSocialMediaPosts[0].serviceId).toBe(mine);

  const stranger = await social.member();
  const theirList = await social.graph<{ socialMediaPosts: PostView[] }>(stranger, POSTS, {});
  expect(theirList.data!.socialMediaPosts).toEqual([]);
});

it('refuses a list limit outside 1-100', async () => {
  const answer = await social.graph(host, POSTS, { limit: 101 });
  expect(answer.errors?.[0]?.message).toBe('Limit must be between 1 and 100');
});

it('refuses a signed-out caller', async () => {
  const answer = await social.graph(null, POSTS, {});
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
