import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../../lib/browser-location';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { routeFetch, sampleService, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import type { SocialAccount, SocialMediaPost, SocialMediaSummary } from './social-media-api';
import SocialMediaPage from './social-media-page';
import { SCHEDULED_POLL_MS } from './use-recent-posts';

jest.mock('../../lib/browser-location', () => ({
  ...jest.requireActual<typeof import('../../lib/browser-location')>('../../lib/browser-location'),
  assignLocation: jest.fn(),
}));

type Routes = Record<string, (call: FetchCall) => Response>;

const SERVICE = sampleService({ id: 'service-1', title: 'Saturday morning playdate' });

const aPost = (overrides: Partial<SocialMediaPost> = {}): SocialMediaPost => ({
  id: 'post-1',
  platform: 'facebook',
  content: 'Come to our playdate',
  hashtags: ['playdate'],
  serviceId: null,
  scheduledFor: null,
  publishedAt: '2030-03-10T11:00:00.000Z',
  status: 'published',
  failureReason: null,
  attempts: 1,
  publishedVia: 'sandbox',
  externalUrl: null,
  engagementMetrics: { likes: 4, shares: 2, comments: 1, total: 7 },
  engagementUpdatedAt: null,
  createdAt: '2030-03-10T10:59:00.000Z',
  ...overrides,
});

const SUMMARY: SocialMediaSummary = {
  totalPosts: 9,
  published: 5,
  scheduled: 3,
  failed: 1,
  engagement: { likes: 10, shares: 4, comments: 3, total: 17 },
};

const ACCOUNTS: SocialAccount[] = [
  { platform: 'facebook', mode: 'sandbox', accountName: null, connectedAt: null },
  { platform: 'instagram', mode: 'sandbox', accountName: null, connectedAt: null },
  { platform: 'twitter', mode: 'not_connected', accountName: null, connectedAt: null },
  { platform: 'linkedin', mode: 'connected', accountName: 'Jo Parent', connectedAt: '2030-03-01T09:00:00.000Z' },
];

const show = async ({ posts = [aPost()], routes = {} }: { posts?: SocialMediaPost[]; routes?: Routes } = {}) => {
  const calls = routeFetch({
    '/api/services/my': () => serviceResponse(200, [SERVICE]),
    '/api/social-media-posts?limit=5': () => serviceResponse(200, posts),
    '/api/social-media-posts/summary': () => serviceResponse(200, SUMMARY),
    '/api/social-accounts': () => serviceResponse(200, ACCOUNTS),
    ...routes,
  });
  await renderWithProviders(<SocialMediaPage />, {
    route: '/social-media-automation',
    loadCurrentUser: () => Promise.resolve(sampleUser),
  });
  return calls;
};

const sent = (calls: FetchCall[], method: string, url: string): unknown[] =>
  calls
    .filter((call) => call.method === method && call.url === url)
    .map((call) => JSON.parse(String(call.body)) as unknown);
const postButton = () => screen.getByRole('button', { name: /^(Post Now|Schedule Post)$/ });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => {
  jest.useRealTimers();
  jest.mocked(assignLocation).mockReset();
});

it('starts with facebook chosen and the button disabled until there is content', async () => {
  await show();
  expect(checkbox('Facebook')).toBeChecked();
  expect(checkbox('X (Twitter)')).not.toBeChecked();
  expect(postButton()).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Post content'), '   ');
  expect(postButton()).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Post content'), 'Hello');
  expect(postButton()).toBeEnabled();
  await userEvent.click(checkbox('Facebook'));
  expect(postButton()).toBeDisabled();
});

it('counts out of 280 and warns for each chosen platform whose own limit the content is over', async () => {
  await show();
  const content = screen.getByLabelText('Post content');
  await userEvent.click(content);
  await userEvent.paste('x'.repeat(281));
  expect(screen.getByText('281/280')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Character limits' })).not.toBeInTheDocument();
  await userEvent.click(checkbox('X (Twitter)'));
  const warnings = screen.getByRole('list', { name: 'Character limits' });
  expect(within(warnings).getByText('Too long for X: 281 of 280 characters')).toBeInTheDocument();
  expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
});

it("posts to the chosen platforms with hashtags split, service and schedule; 'Post Scheduled', refetched, cleared", async () => {
  const calls = await show({
    routes: { '/api/social-media-posts': () => serviceResponse(201, [aPost(), aPost({ id: 'post-2' })]) },
  });
  await userEvent.click(checkbox('X (Twitter)'));
  await userEvent.selectOptions(screen.getByLabelText('Service to promote (optional)'), 'service-1');
  await userEvent.type(screen.getByLabelText('Post content'), '  Playdate on Saturday  ');
  await userEvent.type(screen.getByLabelText('Hashtags'), ' playdate, ,Leeds ,');
  await userEvent.type(screen.getByLabelText('Schedule (optional)'), '2030-03-10T11:00');
  const listed = calls.filter((call) => call.url === '/api/social-media-posts?limit=5').length;
  await userEvent.click(screen.getByRole('button', { name: 'Schedule Post' }));
  await flushPromises();

  expect(sent(calls, 'POST', '/api/social-media-posts')).toEqual([
    {
      platforms: ['facebook', 'twitter'],
      content: 'Playdate on Saturday',
      hashtags: ['playdate', 'Leeds'],
      serviceId: 'service-1',
      scheduledFor: new Date('2030-03-10T11:00').toISOString(),
    },
  ]);
  expect(await screen.findByText('Post Scheduled')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/api/social-media-posts?limit=5').length).toBe(listed + 1);
  expect(screen.getByLabelText('Post content')).toHaveValue('');
  expect(screen.getByLabelText('Hashtags')).toHaveValue('');
  expect(checkbox('Facebook')).toBeChecked();
  expect(checkbox('X (Twitter)')).not.toBeChecked();
});

it('sends no service and no schedule as null, and shows the server message when refused', async () => {
  const calls = await show({
    routes: {
      '/api/social-media-posts': () => serviceResponse(403, { message: 'You can only promote your own services.' }),
    },
  });
  await userEvent.type(screen.getByLabelText('Post content'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Post Now' }));
  await flushPromises();
  expect(sent(calls, 'POST', '/api/social-media-posts')[0]).toMatchObject({
    hashtags: [],
    serviceId: null,
    scheduledFor: null,
  });
  expect(await screen.findByText('You can only promote your own services.')).toBeInTheDocument();
  expect(screen.getByLabelText('Post content')).toHaveValue('Hello');
});

it('refuses hashtags with spaces or signs and a schedule in the past before sending', async () => {
  const calls = await show();
  await userEvent.type(screen.getByLabelText('Post content'), 'Hello');
  await userEvent.type(screen.getByLabelText('Hashtags'), 'no spaces please');
  await userEvent.type(screen.getByLabelText('Schedule (optional)'), '2020-01-01T10:00');
  await userEvent.click(screen.getByRole('button', { name: 'Schedule Post' }));
  await flushPromises();
  expect(screen.getByText('Hashtags may contain only letters, numbers and underscores')).toBeInTheDocument();
  expect(screen.getByText('Schedule time must be in the future')).toBeInTheDocument();
  expect(sent(calls, 'POST', '/api/social-media-posts')).toEqual([]);
});

it("asks for a service before 'AI Generate', then fills content and hashtags: 'Content Generated'", async () => {
  const calls = await show({
    routes: {
      '/api/social-media-posts/generate': () =>
        serviceResponse(200, { content: 'Join our playdate!', hashtags: ['playdate', 'Leeds'], writer: 'built_in' }),
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'AI Generate' }));
  expect(await screen.findByText('Select Service')).toBeInTheDocument();
  expect(screen.getByText('Please select a service to generate promotional content.')).toBeInTheDocument();
  expect(sent(calls, 'POST', '/api/social-media-posts/generate')).toEqual([]);

  await userEvent.selectOptions(screen.getByLabelText('Service to promote (optional)'), 'service-1');
  await userEvent.click(screen.getByRole('button', { name: 'AI Generate' }));
  await flushPromises();
  expect(sent(calls, 'POST', '/api/social-media-posts/generate')).toEqual([{ serviceId: 'service-1' }]);
  expect(screen.getByLabelText('Post content')).toHaveValue('Join our playdate!');
  expect(screen.getByLabelText('Hashtags')).toHaveValue('playdate, Leeds');
  expect(await screen.findByText('Content Generated')).toBeInTheDocument();
});

it('offers only the member’s own services', async () => {
  await show();
  const picker = screen.getByLabelText('Service to promote (optional)');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['No service', 'Saturday morning playdate']);
});

it('shows the quick stats, with total engagement, and the best posting times of the spec', async () => {
  await show();
  const stats = screen.getByRole('region', { name: 'Quick stats' });
  expect(within(stats).getByLabelText('Total posts: 9')).toBeInTheDocument();
  expect(within(stats).getByLabelText('Published: 5')).toBeInTheDocument();
  expect(within(stats).getByLabelText('Scheduled: 3')).toBeInTheDocument();
  expect(within(stats).getByLabelText('Total engagement: 17')).toBeInTheDocument();
  const times = screen.getByRole('region', { name: 'Best posting times' });
  expect(times).toHaveTextContent('Facebook9 AM-3 PMInstagram11 AM-1 PMTwitter12 PM-3 PMLinkedIn8 AM-10 AM');
});

it('lists each recent post with its status and what became of it', async () => {
  await show({
    posts: [
      aPost(),
      aPost({
        id: 'post-2',
        platform: 'twitter',
        publishedVia: 'platform',
        externalUrl: 'https://x.test/parent/status/1',
      }),
      aPost({
        id: 'post-3',
        platform: 'linkedin',
        status: 'failed',
        publishedAt: null,
        failureReason: 'LinkedIn is not responding (503 Service Unavailable); tried 4 times',
        attempts: 4,
      }),
      aPost({
        id: 'post-4',
        platform: 'instagram',
        status: 'scheduled',
        publishedAt: null,
        scheduledFor: '2030-03-11T09:00:00.000Z',
        failureReason: 'Instagram is rate limiting',
        attempts: 2,
      }),
      aPost({ id: 'post-5', status: 'draft', publishedAt: null }),
    ],
  });
  const items = within(screen.getByRole('list', { name: 'Recent posts' })).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Published');
  expect(within(items[0]).getByText('Sandbox')).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('Engagement: 4 likes · 2 shares · 1 comments · 7 total');
  expect(within(items[0]).getByText('#playdate')).toBeInTheDocument();
  expect(within(items[1]).getByRole('link', { name: 'View on X' })).toHaveAttribute(
    'href',
    'https://x.test/parent/status/1',
  );
  expect(within(items[1]).queryByText('Sandbox')).not.toBeInTheDocument();
  expect(items[2]).toHaveTextContent('Failed');
  expect(items[2]).toHaveTextContent(
    'LinkedIn is not responding (503 Service Unavailable); tried 4 times (4 attempts)',
  );
  expect(items[3]).toHaveTextContent('Scheduled');
  expect(items[3]).toHaveTextContent('Retrying after 2 attempts: Instagram is rate limiting');
  expect(items[4]).toHaveTextContent('Draft');
});

it('asks for the list again every 5 seconds while a post is scheduled', async () => {
  jest.useFakeTimers();
  let posts = [aPost({ status: 'scheduled', publishedAt: null, scheduledFor: '2030-03-11T09:00:00.000Z' })];
  await show({ routes: { '/api/social-media-posts?limit=5': () => serviceResponse(200, posts) } });
  expect(screen.getByRole('list', { name: 'Recent posts' })).toHaveTextContent('Scheduled');
  posts = [aPost()];
  await act(() => jest.advanceTimersByTimeAsync(SCHEDULED_POLL_MS));
  expect(screen.getByRole('list', { name: 'Recent posts' })).toHaveTextContent('Published');
});

it('shows each platform as sandbox, to connect, or connected with Disconnect', async () => {
  const calls = await show({
    routes: {
      '/api/social-accounts/twitter/connect': () =>
        serviceResponse(200, { authorizeUrl: 'https://x.test/i/oauth2/authorize?state=s' }),
      '/api/social-accounts/linkedin': () =>
        serviceResponse(200, { platform: 'linkedin', mode: 'not_connected', accountName: null, connectedAt: null }),
    },
  });
  const panel = screen.getByRole('region', { name: 'Connected accounts' });
  expect(within(panel).getByRole('listitem', { name: 'Facebook' })).toHaveTextContent(
    'Sandbox — nothing is posted to Facebook',
  );
  expect(within(panel).getByRole('listitem', { name: 'LinkedIn' })).toHaveTextContent('Connected as Jo Parent');

  await userEvent.click(within(panel).getByRole('button', { name: 'Connect X' }));
  await flushPromises();
  expect(assignLocation).toHaveBeenCalledWith('https://x.test/i/oauth2/authorize?state=s');

  await userEvent.click(within(panel).getByRole('button', { name: 'Disconnect LinkedIn' }));
  await flushPromises();
  expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/social-accounts/linkedin')).toBe(true);
  expect(await screen.findByText('Account Disconnected')).toBeInTheDocument();
});
