import { eventually } from '../../../tests/support/eventually';
import { MessageStreamController } from '../src/messages/message-stream.controller';
import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';
import { bookedPair, confirmedBooking, SEND_MESSAGE, START_CONVERSATION } from './support/conversations';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const READ = 'mutation Read($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }';
const LIST = '{ myConversations { id unreadCount lastMessageExcerpt counterpart { memberId firstName lastInitial } } }';
const THREAD = `query Thread($id: ID!, $before: ID, $limit: Int) {
  conversationMessages(conversationId: $id, before: $before, limit: $limit) { hasMore messages { id body isMine } } }`;
const UNREAD = '{ unreadMessageCount }';

type Conversation = { id: string; unreadCount: number; lastMessageExcerpt: string | null };
type Listed = { myConversations: Conversation[] };

const start = async (who: TestMember, other: TestMember) =>
  community.graph<{ startConversation: Conversation & { counterpart: Record<string, unknown> } }>(
    who,
    START_CONVERSATION,
    {
      memberId: other.id,
    },
  );

const started = async (who: TestMember, other: TestMember): Promise<string> => {
  const answer = await start(who, other);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.startConversation.id;
};

const send = (who: TestMember, id: string, body: string) =>
  community.graph<{ sendMessage: { id: string; body: string; isMine: boolean } }>(who, SEND_MESSAGE, { id, body });

const unread = async (who: TestMember) =>
  (await community.graph<{ unreadMessageCount: number }>(who, UNREAD)).data?.unreadMessageCount;

const codeOf = (answer: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
});

it('lets a guest and host with a confirmed booking talk, showing first names only', async () => {
  const { host, guest } = await bookedPair(community);
  const answer = await start(guest, host);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.startConversation.counterpart).toEqual({
    memberId: host.id,
    firstName: 'Hana',
    lastInitial: null,
  });
  const id = answer.data!.startConversation.id;
  expect(await started(host, guest)).toBe(id);

  const sent = await send(guest, id, '  Hello, see you on Tuesday!  ');
  expect(sent.data?.sendMessage).toMatchObject({ body: 'Hello, see you on Tuesday!', isMine: true });
  const thread = await community.graph<{
    conversationMessages: { messages: Array<{ body: string; isMine: boolean }> };
  }>(host, THREAD, { id });
  expect(thread.data?.conversationMessages.messages).toEqual([
    expect.objectContaining({ body: 'Hello, see you on Tuesday!', isMine: false }),
  ]);
  const listed = JSON.stringify((await community.graph<Listed>(host, LIST)).data);
  expect(listed).not.toContain('@example.org');
});

it('grants one permit per pair, however many bookings and redeliveries', async () => {
  const host = await community.member();
  const guest = await community.member();
  const first = confirmedBooking(host, guest);
  await community.processed(first, first);
  await community.processed(confirmedBooking(guest, host));
  const permits = await community.sql('SELECT reason FROM message_permits WHERE $1 IN (member_a_id, member_b_id)', [
    host.id,
  ]);
  expect(permits).toEqual([{ reason: 'booking' }]);
  expect((await start(host, guest)).errors).toBeUndefined();
});

it('refuses members with no booking or match between them', async () => {
  const one = await community.member();
  const other = await community.member();
  expect(codeOf(await start(one, other))).toEqual({ message: 'You cannot message this member.', code: 'FORBIDDEN' });
  expect(codeOf(await start(one, one))).toEqual({ message: 'You cannot message this member.', code: 'FORBIDDEN' });
});

it('refuses to start or send across a block either way, and hides the conversation from the blocker', async () => {
  const { host, guest } = await bookedPair(community);
  const id = await started(guest, host);
  expect((await send(host, id, 'Bring wellies')).errors).toBeUndefined();

  await community.block(host, guest);
  expect(codeOf(await send(guest, id, 'Why?'))).toEqual({
    message: 'You cannot message this member.',
    code: 'FORBIDDEN',
  });
  expect(codeOf(await start(guest, host)).message).toBe('You cannot message this member.');
  expect((await community.graph<Listed>(host, LIST)).data?.myConversations.map((c) => c.id)).not.toContain(id);
  expect(codeOf(await send(host, id, 'Hello again')).code).toBe('NOT_FOUND');
  expect((await community.graph<Listed>(guest, LIST)).data?.myConversations.map((c) => c.id)).toContain(id);
});

it('shows a conversation to its two members only', async () => {
  const { host, guest } = await bookedPair(community);
  const stranger = await community.member();
  const id = await started(guest, host);
  await send(guest, id, 'Private');

  expect(codeOf(await community.graph(stranger, THREAD, { id })).code).toBe('NOT_FOUND');
  expect(codeOf(await send(stranger, id, 'Hi')).code).toBe('NOT_FOUND');
  expect(codeOf(await community.graph(stranger, READ, { id })).code).toBe('NOT_FOUND');
  expect((await community.graph<Listed>(stranger, LIST)).data?.myConversations).toEqual([]);
  expect(codeOf(await community.graph(stranger, THREAD, { id: 'not-an-id' })).code).toBe('NOT_FOUND');
});

it('counts unread messages from the other member until the conversation is marked read', async () => {
  const { host, guest } = await bookedPair(community);
  const id = await started(guest, host);
  await send(guest, id, 'One');
  await community.clock.advance(1000);
  await send(guest, id, 'Two');
  expect(await unread(host)).toBe(2);
  expect(await unread(guest)).toBe(0);
  const listed = (await community.graph<Listed>(host, LIST)).data?.myConversations.find((c) => c.id === id);
  expect(listed).toMatchObject({ unreadCount: 2, lastMessageExcerpt: 'Two' });

  await community.clock.advance(1000);
  const read = await community.graph<{ markConversationRead: Conversation }>(host, READ, { id });
  expect(read.data?.markConversationRead.unreadCount).toBe(0);
  expect(await unread(host)).toBe(0);

  await community.clock.advance(1000);
  await send(guest, id, 'Three');
  expect(await unread(host)).toBe(1);
});

it('refuses a blank or too long message, and pages a thread back', async () => {
  const { host, guest } = await bookedPair(community);
  const id = await started(guest, host);
  expect(codeOf(await send(guest, id, '   ')).message).toBe('Write a message before sending');
  expect(codeOf(await send(guest, id, 'x'.repeat(2001))).message).toBe('A message can be at most 2000 characters');
  expect((await send(guest, id, 'x'.repeat(2000))).errors).toBeUndefined();

  for (const body of ['a', 'b', 'c']) {
    await community.clock.advance(1000);
    await send(host, id, body);
  }
  type Page = { conversationMessages: { hasMore: boolean; messages: Array<{ id: string; body: string }> } };
  const last = (await community.graph<Page>(guest, THREAD, { id, limit: 2 })).data?.conversationMessages;
  expect(last?.messages.map((m) => m.body)).toEqual(['b', 'c']);
  expect(last?.hasMore).toBe(true);
  const before = (await community.graph<Page>(guest, THREAD, { id, limit: 2, before: last?.messages[0]?.id })).data
    ?.conversationMessages;
  expect(before?.messages.map((m) => m.body)).toEqual(['x'.repeat(2000), 'a']);
  expect(before?.hasMore).toBe(false);
});

describe('the live stream', () => {
  /** Opens a member's stream; answers the events read so far and how to close it. */
  const openStream = async (who: TestMember) => {
    const url = new URL('/messages/stream', baseUrl);
    const controller = new AbortController();
    const response = await fetch(url, { headers: { authorization: `Bearer ${who.token}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: unknown[] = [];
    let text = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        const parts = text.split('\n\n');
        text = parts.pop() ?? '';
        for (const part of parts) {
          const data = part.split('\n').find((line) => line.startsWith('data: '));
          if (part.includes('event: message') && data) events.push(JSON.parse(data.slice(6)));
        }
      }
    })().catch(() => undefined);
    return {
      events,
      reading,
      close: async () => {
        controller.abort();
        await reading;
      },
    };
  };

  let baseUrl: string;
  beforeAll(async () => {
    await community.app.listen(0, '127.0.0.1');
    baseUrl = await community.app.getUrl();
  });

  it('tells both members of a conversation of a new message, and nobody else', async () => {
    const { host, guest } = await bookedPair(community);
    const stranger = await community.member();
    const id = await started(guest, host);
    const hostStream = await openStream(host);
    const guestStream = await openStream(guest);
    const strangerStream = await openStream(stranger);
    try {
      const sent = await send(guest, id, 'Live hello');
      const messageId = sent.data?.sendMessage.id;
      await eventually('both members to hear of the message', async () =>
        hostStream.events.length && guestStream.events.length ? true : undefined,
      );
      expect(hostStream.events).toEqual([{ conversationId: id, messageId, mine: false }]);
      expect(guestStream.events).toEqual([{ conversationId: id, messageId, mine: true }]);
      expect(strangerStream.events).toEqual([]);
    } finally {
      await Promise.all([hostStream.close(), guestStream.close(), strangerStream.close()]);
    }
  });

  it('ends open streams when the service stops, so that it closes without waiting for them', async () => {
    const member = await community.member();
    const stream = await openStream(member);
    let ended = false;
    void stream.reading.then(() => (ended = true));

    community.app.get(MessageStreamController).beforeApplicationShutdown();

    await eventually('the stream to end', async () => (ended ? true : undefined));
    await stream.close();
  });

  it('refuses a stream without a member token', async () => {
    const response = await fetch(new URL('/messages/stream', baseUrl));
    expect(response.status).toBe(401);
  });
});
