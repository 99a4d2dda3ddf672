import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import type { ForumReply } from '../forum/forum-api';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import AdminPage from './admin-page';

const heldReply: ForumReply = {
  id: 'reply-1',
  postId: 'post-1',
  authorId: 'member-1',
  authorName: 'Ruth',
  content: 'Happy to share the school run.',
  status: 'pending',
  createdAt: '2030-03-01T09:00:00.000Z',
};

function serveModeration() {
  let moderated = false;
  const calls = routeFetch({
    '/api/forum/posts': () => serviceResponse(200, { posts: [] }),
    '/api/forum/replies/pending': () => serviceResponse(200, { replies: moderated ? [] : [heldReply] }),
    '/api/forum/replies/reply-1/moderate': (call) => {
      moderated = true;
      const { approved } = JSON.parse(String(call.body)) as { approved: boolean };
      return serviceResponse(200, { id: 'reply-1', status: approved ? 'approved' : 'rejected' });
    },
  });
  return calls;
}

const moderationCalls = (calls: ReturnType<typeof routeFetch>): Array<[string, unknown]> =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, JSON.parse(String(call.body)) as unknown]);

it("lists held replies beside pending posts and approves one with 'Reply Moderated'", async () => {
  const calls = serveModeration();
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=moderation', path: '/admin' });

  expect(screen.getByRole('heading', { name: 'Nothing to moderate' })).toBeInTheDocument();
  const replies = screen.getByRole('list', { name: 'Replies waiting for moderation' });
  const reply = within(replies).getByRole('listitem', { name: 'Reply from Ruth' });
  expect(reply).toHaveTextContent('Happy to share the school run.');
  expect(within(reply).getByRole('link', { name: 'See the post' })).toHaveAttribute('href', '/forum/post-1');

  await userEvent.click(within(reply).getByRole('button', { name: 'Approve' }));
  await flushPromises();

  expect(moderationCalls(calls)).toEqual([['/api/forum/replies/reply-1/moderate', { approved: true, reason: null }]]);
  expect(await screen.findByText('Reply Moderated')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No replies to moderate' })).toBeInTheDocument();
});

it('rejects a held reply only with a reason', async () => {
  const calls = serveModeration();
  await renderWithProviders(<AdminPage />, { route: '/admin?tab=moderation', path: '/admin' });
  const reply = screen.getByRole('listitem', { name: 'Reply from Ruth' });

  await userEvent.click(within(reply).getByRole('button', { name: 'Reject' }));
  await userEvent.click(within(reply).getByRole('button', { name: 'Confirm rejection' }));
  expect(within(reply).getByText('A reason is required to reject a reply')).toBeInTheDocument();
  expect(moderationCalls(calls)).toEqual([]);

  await userEvent.type(within(reply).getByLabelText('Reason for rejecting'), 'Advertising');
  await userEvent.click(within(reply).getByRole('button', { name: 'Confirm rejection' }));
  await flushPromises();

  expect(moderationCalls(calls)).toEqual([
    ['/api/forum/replies/reply-1/moderate', { approved: false, reason: 'Advertising' }],
  ]);
  expect(await screen.findByText('Reply Moderated')).toBeInTheDocument();
});
