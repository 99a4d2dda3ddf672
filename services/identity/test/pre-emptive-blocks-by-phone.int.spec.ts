import { createHmac } from 'node:crypto';
import { MemberBlockedEvent, UserProfileUpdatedEvent } from '@village/proto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { eventsOf } from './support/identity-events';
import {
  newMfaEncryptionKey,
  startIdentity,
  type IdentityTestApp,
  type SessionBody,
} from './support/identity-test-app';

const ADD = `mutation Add($input: PreEmptiveBlockInput!) {
  addPreEmptiveBlock(input: $input) { id kind label createdAt }
}`;
const LIST = '{ myPreEmptiveBlocks { id kind label createdAt } }';
const BLOCKED = '{ myBlockedMembers { memberId fullName } }';
const SAVE = `mutation Save($input: EnhancedProfileInput!) {
  updateEnhancedProfile(input: $input) { bio phoneNumber }
}`;
const READ = '{ myEnhancedProfile { phoneNumber } }';

const KEY = newMfaEncryptionKey();
const hashOf = (e164: string) => createHmac('sha256', Buffer.from(KEY, 'base64')).update(`phone:${e164}`).digest('hex');

let identity: IdentityTestApp;
let nextNumber = 0;

beforeAll(async () => {
  identity = await startIdentity({ PRE_EMPTIVE_BLOCK_KEY: KEY });
});

afterAll(async () => {
  await identity?.close();
});

/** A different valid UK mobile number for each test: as written nationally, and its E.164 form and digits. */
const ukMobile = () => {
  const subscriber = String(123400 + (nextNumber += 1));
  return { national: `07911 ${subscriber}`, e164: `+447911${subscriber}`, digits: `7911${subscriber}` };
};

const member = async (fullName: string, country = 'United Kingdom'): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName, country }))).json<SessionBody>();
const as = (who: SessionBody, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who.session.accessToken, query, variables);
const blockedBy = (blocker: SessionBody) =>
  identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [blocker.user.id]);
/** Every event identity ever wrote, as bytes: the number must appear in none. */
const everyEventPayload = async (): Promise<string> =>
  (
    await identity.sql<{ payload: Buffer }>(
      'SELECT payload FROM identity.outbox UNION ALL SELECT payload FROM eventlog.events',
    )
  )
    .map((row) => Buffer.from(row.payload).toString('latin1'))
    .join('\n');

it("keeps a member's own number in E.164, read with their country, and only they read it back", async () => {
  const bob = await member('Bob Phone');
  const { national, e164, digits } = ukMobile();
  const saved = await as(bob, SAVE, { input: { phoneNumber: ` ${national} ` } });
  expect(saved.errors).toBeUndefined();
  expect(saved.data).toEqual({ updateEnhancedProfile: { bio: '', phoneNumber: e164 } });
  expect((await as(bob, READ)).data).toEqual({ myEnhancedProfile: { phoneNumber: e164 } });
  expect(await identity.sql('SELECT phone_number FROM enhanced_profiles WHERE user_id = $1', [bob.user.id])).toEqual([
    { phone_number: e164 },
  ]);

  const events = (await eventsOf(identity, UserProfileUpdatedEvent)).filter((event) => event.key === bob.user.id);
  expect(events).toHaveLength(1);
  expect(await everyEventPayload()).not.toContain(digits);

  const other = await as(await member('Other Member'), READ);
  expect(other.data).toEqual({ myEnhancedProfile: { phoneNumber: null } });

  expect((await as(bob, SAVE, { input: { phoneNumber: '' } })).data).toEqual({
    updateEnhancedProfile: { bio: '', phoneNumber: null },
  });
});

it('reads a number with the member’s country, and refuses one that cannot be dialled', async () => {
  const americanMember = await member('Ann America', 'United States');
  expect((await as(americanMember, SAVE, { input: { phoneNumber: '(212) 555-0123' } })).data).toEqual({
    updateEnhancedProfile: { bio: '', phoneNumber: '+12125550123' },
  });
  const bob = await member('Bob Typo');
  for (const phoneNumber of ['12345', 'call me', '07911 1234567890', '+1 212 555 0123 ext'.repeat(3)]) {
    const refused = await as(bob, SAVE, { input: { phoneNumber, bio: 'changed' } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please enter a valid phone number',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(JSON.stringify(refused)).not.toContain(phoneNumber);
  }
  expect((await as(bob, READ)).data).toEqual({ myEnhancedProfile: { phoneNumber: null } });
  expect(await identity.sql('SELECT bio FROM enhanced_profiles WHERE user_id = $1', [bob.user.id])).toEqual([]);
});

it('keeps only the keyed hash of the number, and never shows the number again', async () => {
  const alice = await member('Alice Hash');
  const { e164, digits } = ukMobile();
  const answer = await as(alice, ADD, { input: { phone: `+44 ${e164.slice(3)}`, label: 'Him' } });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.addPreEmptiveBlock).toMatchObject({ kind: 'phone', label: 'Him' });
  expect(JSON.stringify(answer)).not.toContain(digits);

  expect(
    await identity.sql('SELECT kind, contact_hash, label, applied_at FROM pre_emptive_blocks WHERE blocker_id = $1', [
      alice.user.id,
    ]),
  ).toEqual([{ kind: 'phone', contact_hash: hashOf(e164), label: 'Him', applied_at: null }]);
  expect(JSON.stringify(await identity.sql('SELECT * FROM pre_emptive_blocks'))).not.toContain(digits);
  const list = await as(alice, LIST);
  expect(list.data?.myPreEmptiveBlocks).toEqual([expect.objectContaining({ kind: 'phone', label: 'Him' })]);
  expect(JSON.stringify(list)).not.toContain(digits);
  expect(await everyEventPayload()).not.toContain(digits);
});

it('blocks the person the moment they save that number on their profile, and tells them nothing', async () => {
  const alice = await member('Alice Ahead');
  const { national, e164, digits } = ukMobile();
  await as(alice, ADD, { input: { phone: national } });
  const bob = await member('Bob Joins');
  expect(await blockedBy(alice)).toEqual([]);

  const saved = await as(bob, SAVE, { input: { phoneNumber: e164 } });
  expect(saved).toEqual({
    statusCode: 200,
    errors: undefined,
    data: { updateEnhancedProfile: { bio: '', phoneNumber: e164 } },
  });

  expect(await blockedBy(alice)).toEqual([{ blocked_id: bob.user.id }]);
  const blocked = (await eventsOf(identity, MemberBlockedEvent)).filter((event) => event.key === alice.user.id);
  expect(blocked.map(({ message }) => [message.blockerId, message.blockedId])).toEqual([[alice.user.id, bob.user.id]]);
  const [entry] = await identity.sql<{ applied_at: Date | null }>(
    'SELECT applied_at FROM pre_emptive_blocks WHERE blocker_id = $1',
    [alice.user.id],
  );
  expect(entry.applied_at).toBeInstanceOf(Date);
  // Named, the block would tell Alice whose number it is.
  expect((await as(alice, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
  expect((await as(bob, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
  expect(await everyEventPayload()).not.toContain(digits);
});

it('blocks at once a number already on a member’s profile', async () => {
  const alice = await member('Alice Late');
  const bob = await member('Bob Already');
  const { national, e164 } = ukMobile();
  await as(bob, SAVE, { input: { phoneNumber: e164 } });
  const answer = await as(alice, ADD, { input: { phone: national } });
  expect(answer.errors).toBeUndefined();
  expect(await blockedBy(alice)).toEqual([{ blocked_id: bob.user.id }]);
  expect((await as(alice, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
});

it('refuses a bad number, the member’s own number, and a block of both or neither kind', async () => {
  const alice = await member('Alice Self');
  const { national, e164 } = ukMobile();
  await as(alice, SAVE, { input: { phoneNumber: e164 } });
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ phone: national }, 'You cannot block yourself'],
    [{ phone: '07911 999999', email: 'someone@example.test' }, 'Please enter an email address or a phone number'],
    [{ label: 'Nobody' }, 'Please enter an email address or a phone number'],
  ];
  for (const [input, message] of refusals) {
    const refused = await as(alice, ADD, { input });
    expect(refused.errors?.[0]).toMatchObject({ message });
  }
  expect(await identity.sql('SELECT id FROM pre_emptive_blocks WHERE blocker_id = $1', [alice.user.id])).toEqual([]);
});
