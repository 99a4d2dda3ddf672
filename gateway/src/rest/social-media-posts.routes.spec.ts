// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { socialMediaPostsRoutes } from './social-media-posts.routes';

const POST_ID = '5b0c1f8e-2f4a-4c4e-9d1a-0a3f6c2e7b11';
const SERVICE_ID = '6c1d2a9f-3a5b-4d5f-8e2b-1b4a7d3f8c22';

const postsApp = (answer: unknown, accessToken: string | null = 'token') =>
  graphRoutesTestApp(socialMediaPostsRoutes, answer, accessToken);

const GRAPH_POST = {
  id: POST_ID,
  platform: 'facebook',
  content: 'Saturday playdate in the park',
  hashtags: ['playdate', 'Leeds'],
  serviceId: SERVICE_ID,
  scheduledFor: '2030-03-10T11:00:00.000Z',
  publishedAt: '2030-03-10T11:00:02.000Z',
  status: 'published',
  failureReason: null,
  attempts: 1,
  publishedVia: 'sandbox',
  externalUrl: null,
  engagementMetrics: { likes: 3, shares: 1, comments: 2, total: 6 },
  engagementUpdatedAt: '2030-03-10T11:05:00.000Z',
  createdAt: '2030-03-01T09:00:00.000Z',
};

const COMPOSED = {
  platforms: ['facebook', 'twitter'],
  content: 'Saturday playdate in the park',
  hashtags: ['playdate'],
  serviceId: SERVICE_ID,
  scheduledFor: '2030-03-10T11:00:00.000Z',
};

it('lists the own posts through the graph with the asked limit, not cached', async () => {
  const { app, asked } = await postsApp({ data: { socialMediaPosts: [GRAPH_POST] } });
  const response = await app.inject({ method: 'GET', url: '/api/social-media-posts?limit=5' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual([GRAPH_POST]);
  expect(asked[0]?.variables).toEqual({ limit: 5 });
});

it('leaves the default limit to the service, and refuses a limit out of range without asking', async () => {
  const { app, asked } = await postsApp({ data: { socialMediaPosts: [] } });
  await app.inject({ method: 'GET', url: '/api/social-media-posts' });
  expect(asked[0]?.variables).toEqual({});
  for (const limit of ['0', '101', 'many', '2.5']) {
    const response = await app.inject({ method: 'GET', url: `/api/social-media-posts?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Limit must be a whole number from 1 to 100' });
  }
  expect(asked).toHaveLength(1);
});

it('composes one post per platform with 201, sending empty service and schedule as null', async () => {
  const { app, asked } = await postsApp({
    data: { composeSocialMediaPosts: [GRAPH_POST, { ...GRAPH_POST, platform: 'twitter' }] },
  });
  const response = await app.inject({ method: 'POST', url: '/api/social-media-posts', payload: COMPOSED });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual([GRAPH_POST, { ...GRAPH_POST, platform: 'twitter' }]);
  expect(asked[0]?.variables).toEqual({ input: COMPOSED });

  await app.inject({
    method: 'POST',
    url: '/api/social-media-posts',
    payload: { platforms: ['linkedin'], content: 'Hello', hashtags: [], serviceId: '', scheduledFor: '' },
  });
  expect(asked[1]?.variables).toEqual({
    input: { platforms: ['linkedin'], content: 'Hello', hashtags: [], serviceId: null, scheduledFor: null },
  });
});

it.each([
  [{ platforms: [] }, 'Select at least one platform'],
  [{ platforms: ['myspace'] }, 'Select at least one platform'],
  [{ platforms: 'facebook' }, 'Select at least one platform'],
  [{ content: undefined }, 'Content is required'],
  [{ content: 'x'.repeat(5001) }, 'Content must be at most 5000 characters'],
  [{ hashtags: Array.from({ length: 31 }, (_, index) => `tag${index}`) }, 'At most 30 hashtags'],
])('refuses %j before asking the graph', async (overrides, message) => {
  const { app, asked } = await postsApp({ data: {} });
  const response = await app.inject({
    method: 'POST',
    url: '/api/social-media-posts',
    payload: { ...COMPOSED, ...overrides },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(asked).toEqual([]);
});

it("answers the social service's refusals with their status and message", async () => {
  const refusal = (message: string, code: string) => ({ data: null, errors: [{ message, extensions: { code } }] });
  const notYours = await postsApp(refusal('You can only promote your own services.', 'FORBIDDEN'));
  const forbidden = await notYours.app.inject({ method: 'POST', url: '/api/social-media-posts', payload: COMPOSED });
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toMatchObject({ message: 'You can only promote your own services.' });

  const past = await postsApp(refusal('Schedule time must be in the future', 'BAD_USER_INPUT'));
  const refused = await past.app.inject({ method: 'POST', url: '/api/social-media-posts', payload: COMPOSED });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ message: 'Schedule time must be in the future' });
});

it('generates content for a service, and leaves a missing service to the service to refuse', async () => {
  const generated = { content: 'Come and play', hashtags: ['playdate', 'Leeds'], writer: 'built_in' };
  const { app, asked } = await postsApp({ data: { generateSocialMediaPost: generated } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/social-media-posts/generate',
    payload: { serviceId: SERVICE_ID },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(generated);
  expect(asked[0]?.variables).toEqual({ serviceId: SERVICE_ID });

  await app.inject({ method: 'POST', url: '/api/social-media-posts/generate', payload: {} });
  expect(asked[1]?.variables).toEqual({ serviceId: null });
});

it('answers the summary of all own posts', async () => {
  const summary = {
    totalPosts: 4,
    published: 2,
    scheduled: 1,
    failed: 1,
    engagement: { likes: 5, shares: 2, comments: 1, total: 8 },
  };
  const { app } = await postsApp({ data: { socialMediaSummary: summary } });
  const response = await app.inject({ method: 'GET', url: '/api/social-media-posts/summary' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(summary);
});

it('refuses visitors with 401 without asking the graph', async () => {
  const { app, asked } = await postsApp({ data: {} }, null);
  for (const url of ['/api/social-media-posts', '/api/social-media-posts/summary']) {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
  const compose = await app.inject({ method: 'POST', url: '/api/social-media-posts', payload: COMPOSED });
  expect(compose.statusCode).toBe(401);
  const generate = await app.inject({
    method: 'POST',
    url: '/api/social-media-posts/generate',
    payload: { serviceId: SERVICE_ID },
  });
  expect(generate.statusCode).toBe(401);
  expect(asked).toEqual([]);
});
