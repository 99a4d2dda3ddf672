import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { Conversation, DirectMessage } from './messages-api';
import MessagesPage from './messages-page';

const conversation: Conversation = {
  id: 'c-1',
  counterpart: { memberId: 'm-2', firstName: 'Hana', lastInitial: null },
  lastMessageExcerpt: 'See you Sunday',
  lastMessageAt: '2030-03-01T09:00:00.000Z',
  unreadCount: 2,
};
const message: DirectMessage = {
  id: 'x-1',
  conversationId: 'c-1',
  isMine: false,
  body: 'See you Sunday',
  createdAt: '2030-03-01T09:00:00.000Z',
};

const show = async (route: string, thread: DirectMessage[] = [message]) => {
  const calls = routeFetch({
    '/api/conversations/c-1/messages': (call) =>
      call.method === 'POST'
        ? serviceResponse(201, { ...message, id: 'x-2', isMine: true, body: 'Thanks' })
        : serviceResponse(200, { messages: thread, hasMore: false }),
    '/api/conversations/c-1/read': () => serviceResponse(200, { ...conversation, unreadCount: 0 }),
    '/api/conversations': () => serviceResponse(200, { conversations: [conversation] }),
  });
  await renderWithProviders(<MessagesPage />, {
    route,
    path: route === '/messages' ? '/messages' : '/messages/:conversationId',
  });
  return calls;
};

it('lists conversations with their unread count and no contact details', async () => {
  await show('/messages');
  const link = await screen.findByRole('link', { name: /Hana/ });
  expect(link).toHaveTextContent('2 unread');
  expect(link).toHaveAttribute('href', '/messages/c-1');
});

it('opens a thread, marks it read, sends with Enter and never sends a blank message', async () => {
  const calls = await show('/messages/c-1');
  const thread = await screen.findByRole('list', { name: 'Messages' });
  expect(within(thread).getByText('See you Sunday')).toBeInTheDocument();
  expect(calls.some((call) => call.url === '/api/conversations/c-1/read' && call.method === 'POST')).toBe(true);

  const composer = screen.getByLabelText('Your message');
  await userEvent.type(composer, '   {Enter}');
  expect(await screen.findByText('Write a message before sending')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'))).toEqual([]);

  await userEvent.clear(composer);
  await userEvent.type(composer, '  Thanks {Enter}');
  await waitFor(() => {
    const posts = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'));
    expect(posts.map((call) => JSON.parse(String(call.body)) as unknown)).toEqual([{ body: 'Thanks' }]);
  });
  await waitFor(() => expect(composer).toHaveValue(''));
});

it('offers to report a message from the other member, never one of one’s own', async () => {
  const mine: DirectMessage = { ...message, id: 'x-2', isMine: true, body: 'Sunday it is' };
  await show('/messages/c-1', [message, mine]);
  const thread = await screen.findByRole('list', { name: 'Messages' });
  const [theirs, own] = within(thread).getAllByRole('listitem').slice(0, 2);
  expect(within(theirs).getByRole('button', { name: 'Report this message' })).toBeInTheDocument();
  expect(within(own).getByText('Sunday it is')).toBeInTheDocument();
  expect(within(own).queryByRole('button', { name: /Report/ })).toBeNull();
});
