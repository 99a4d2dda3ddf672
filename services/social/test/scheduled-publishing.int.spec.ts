import { hours, minutes, TestClock } from '@village/kit';
import { SocialPostPublishedEvent, timestampDate } from '@village/proto';
import {
  COMPOSE,
  POSTS,
  SOCIAL_TEST_START,
  startSocial,
  SUMMARY,
  TEST_APP_URL,
  type PostView,
  type SocialTestApp,
  type TestMember,
} from './support/social-test-app';

let social: SocialTestApp | undefined;

afterEach(async () => {
  await social?.close();
  social = undefined;
});

const composeWith = async (app: SocialTestApp, who: TestMember, input: Record<string, unknown>) => {
  const answer = await app.graph<{ composeSocialMediaPosts: PostView[] }>(who, COMPOSE, {
    input: { platforms: ['facebook'], content: 'Yoga on Saturday', hashtags: ['yoga'], serviceId: null, ...input },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.composeSocialMediaPosts;
};

const postOf = async (app: SocialTestApp, who: TestMember, id: string) => {
  const answer = await app.graph<{ socialMediaPosts: PostView[] }>(who, POSTS, { limit: 100 });
  return answer.data!.socialMediaPosts.find((post) => post.id === id)!;
};

const sandboxRecordsOf = (app: SocialTestApp, postId: string) =>
  app.sql<{ id: string; platform: string; text: string; image_url: string | null }>(
    'SELECT id, platform, text, image_url FROM sandbox_publications WHERE post_id = $1',
    [postId],
  );

it('publishes a scheduled post at its time, into the sandbox, with its event', async () => {
  social = await startSocial();
  const host = await social.member();
  const at = new Date(SOCIAL_TEST_START.getTime() + hours(2));
  const [post] = await composeWith(social, host, { scheduledFor: at.toISOString() });

  await social.clock.runDue();
  await social.clock.advance(hours(2) - minutes(1));
  await social.clock.runDue();
  expect((await postOf(social, host, post.id)).status).toBe('scheduled');
  expect(await sandboxRecordsOf(social, post.id)).toEqual([]);

  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  const published = await postOf(social, host, post.id);
  expect(published).toMatchObject({
    status: 'published',
    publishedVia: 'sandbox',
    publishedAt: at.toISOString(),
    attempts: 1,
    failureReason: null,
  });
  const [record] = await sandboxRecordsOf(social, post.id);
  expect(record).toMatchObject({ platform: 'facebook', text: 'Yoga on Saturday\n\n#yoga', image_url: null });

  const events = await social.eventsOf(SocialPostPublishedEvent);
  expect(events).toHaveLength(1);
  expect(events[0].key).toBe(post.id);
  expect(events[0].message).toMatchObject({
    postId: post.id,
    authorId: host.id,
    platform: 'facebook',
    publishedVia: 'sandbox',
    externalId: record.id,
  });
  expect(timestampDate(events[0].message.publishedAt!)).toEqual(at);
});

it('publishes a post written for now on the next run', async () => {
  social = await startSocial();
  const host = await social.member();
  const [post] = await composeWith(social, host, { platforms: ['linkedin'], scheduledFor: null });
  await social.clock.runDue();
  expect((await postOf(social, host, post.id)).status).toBe('published');
});

it('loses nothing when the service restarts between scheduling and the due time, and publishes once', async () => {
  const first = await startSocial();
  const host = await first.member();
  const at = new Date(SOCIAL_TEST_START.getTime() + hours(1));
  const [post] = await composeWith(first, host, { platforms: ['twitter'], scheduledFor: at.toISOString() });
  const stoppedAt = first.clock.now();
  await first.close();

  social = await startSocial({ clock: new TestClock(stoppedAt) });
  await social.clock.advance(hours(1));
  await social.clock.runDue();
  await social.clock.advance(hours(1));
  await social.clock.runDue();

  const [row] = await social.sql<{ status: string; attempts: number; published_at: Date }>(
    'SELECT status, attempts, published_at FROM social_posts WHERE id = $1',
    [post.id],
  );
  expect(row).toEqual({ status: 'published', attempts: 1, published_at: at });
  expect(await sandboxRecordsOf(social, post.id)).toHaveLength(1);
  expect((await social.eventsOf(SocialPostPublishedEvent)).filter((event) => event.key === post.id)).toHaveLength(1);
});

it("gives an Instagram post its service's first photo, and fails one without a photo at once", async () => {
  social = await startSocial();
  const host = await social.member();
  const withPhoto = await social.knowService({ hostId: host.id, photoIds: ['photo-1', 'photo-2'] });
  const withoutPhoto = await social.knowService({ hostId: host.id, photoIds: [] });
  const [pictured] = await composeWith(social, host, { platforms: ['instagram'], serviceId: withPhoto });
  const [bare] = await composeWith(social, host, { platforms: ['instagram'], serviceId: withoutPhoto });
  await social.clock.runDue();

  expect((await sandboxRecordsOf(social, pictured.id))[0].image_url).toBe(
    `${TEST_APP_URL}/media/service-photos/photo-1/full.webp`,
  );
  expect(await postOf(social, host, bare.id)).toMatchObject({
    status: 'failed',
    failureReason: 'Instagram posts need a photo: choose a service with a photo',
    attempts: 1,
  });
  expect(await sandboxRecordsOf(social, bare.id)).toEqual([]);
});

it('refreshes figures from the sandbox after publishing, then at growing gaps', async () => {
  social = await startSocial({ env: { SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: '300' } });
  const host = await social.member();
  const [post] = await composeWith(social, host, {});
  await social.clock.runDue();
  const [record] = await sandboxRecordsOf(social, post.id);
  await social.sql('UPDATE sandbox_publications SET likes = 7, shares = 2, comments = 3 WHERE id = $1', [record.id]);

  await social.clock.advance(minutes(4));
  await social.clock.runDue();
  expect((await postOf(social, host, post.id)).engagementMetrics.total).toBe(0);

  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  const refreshed = await postOf(social, host, post.id);
  expect(refreshed.engagementMetrics).toEqual({ likes: 7, shares: 2, comments: 3, total: 12 });
  expect(refreshed.engagementUpdatedAt).toBe(social.clock.now().toISOString());

  // The next refresh is four times the first gap later: 20 minutes.
  await social.sql('UPDATE sandbox_publications SET likes = 9 WHERE id = $1', [record.id]);
  await social.clock.advance(minutes(19));
  await social.clock.runDue();
  expect((await postOf(social, host, post.id)).engagementMetrics.likes).toBe(7);
  await social.clock.advance(minutes(1));
  await social.clock.runDue();
  expect((await postOf(social, host, post.id)).engagementMetrics.likes).toBe(9);

  const summary = await social.graph<{ socialMediaSummary: unknown }>(host, SUMMARY);
  expect(summary.data!.socialMediaSummary).toEqual({
    totalPosts: 1,
    published: 1,
    scheduled: 0,
    failed: 0,
    engagement: { likes: 9, shares: 2, comments: 3, total: 14 },
  });
});

it('stops refreshing figures 30 days after publishing', async () => {
  social = await startSocial({ env: { SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: '300' } });
  const host = await social.member();
  const [post] = await composeWith(social, host, {});
  await social.clock.runDue();
  for (let day = 0; day < 31; day += 1) {
    await social.clock.advance(hours(24));
    await social.clock.runDue();
  }
  const refreshed = await postOf(social, host, post.id);
  const refreshedAfterMs = Date.parse(refreshed.engagementUpdatedAt!) - Date.parse(refreshed.publishedAt!);
  expect(refreshedAfterMs).toBeGreaterThan(hours(24 * 29));
  expect(refreshedAfterMs).toBeLessThanOrEqual(hours(24 * 30));
  const pending = await social.sql(
    `SELECT 1 FROM social.job WHERE name = 'posts.refresh-engagement' AND data->>'postId' = $1 AND state = 'created'`,
    [post.id],
  );
  expect(pending).toEqual([]);
});
