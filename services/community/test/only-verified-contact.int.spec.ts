import { ONLY_VERIFIED_CONTACT_MESSAGE } from '@village/kit';
import { contactRuleChanged, processedByContactRules, userVerified } from '../../../tests/support/contact-rules';
import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';
import { bookedPair, SEND_MESSAGE, START_CONVERSATION } from './support/conversations';

const GROUP = 'community-contact-rules';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

type Answer = { data?: unknown; errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> };

const refusal = (answer: Answer) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
});

const start = (who: TestMember, other: TestMember) =>
  community.graph<{ startConversation: { id: string } }>(who, START_CONVERSATION, { memberId: other.id });

const send = (who: TestMember, id: string, body: string) =>
  community.graph<{ sendMessage: { id: string } }>(who, SEND_MESSAGE, { id, body });

const onlyVerified = (member: TestMember, on: boolean, at: string) =>
  processedByContactRules(community, GROUP, contactRuleChanged(member.id, on, new Date(at)));

it('refuses an unverified member starting a conversation with, or messaging, a member who chose "only verified"', async () => {
  const { host, guest } = await bookedPair(community);
  const id = (await start(guest, host)).data!.startConversation.id;
  expect((await send(guest, id, 'Before the change')).errors).toBeUndefined();

  await onlyVerified(host, true, '2026-11-24T09:00:00Z');

  const expected = { message: ONLY_VERIFIED_CONTACT_MESSAGE, code: 'FORBIDDEN' };
  expect(refusal(await start(guest, host))).toEqual(expected);
  expect(refusal(await send(guest, id, 'After the change'))).toEqual(expected);
  expect(await community.sql('SELECT body FROM messages WHERE conversation_id = $1', [id])).toEqual([
    { body: 'Before the change' },
  ]);
  // The member who chose it may still write to anyone.
  expect((await send(host, id, 'Hello from the host')).errors).toBeUndefined();
});

it('lets the member through once identity verified them, and anyone once the setting is off again', async () => {
  const { host, guest } = await bookedPair(community);
  const other = await bookedPair(community);
  await onlyVerified(host, true, '2026-11-24T09:00:00Z');
  expect(refusal(await start(guest, host)).message).toBe(ONLY_VERIFIED_CONTACT_MESSAGE);

  await processedByContactRules(community, GROUP, userVerified(guest.id, new Date('2026-11-24T09:05:00Z')));
  expect((await start(guest, host)).errors).toBeUndefined();

  await onlyVerified(other.host, true, '2026-11-24T09:00:00Z');
  await onlyVerified(other.host, false, '2026-11-24T09:10:00Z');
  // A late, older change arriving after the newer one changes nothing.
  await onlyVerified(other.host, true, '2026-11-24T09:01:00Z');
  expect((await start(other.guest, other.host)).errors).toBeUndefined();
});
