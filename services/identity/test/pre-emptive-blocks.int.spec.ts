import { createHmac } from 'node:crypto';
import { MemberBlockedEvent, MemberUnblockedEvent } from '@village/proto';
import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { eventsOf } from './support/identity-events';
import { postExternalSignIn } from './support/external-sign-in';
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
const REMOVE = 'mutation Remove($id: ID!) { removePreEmptiveBlock(id: $id) }';
const BLOCKED = '{ myBlockedMembers { memberId fullName } }';
const USERS = USER_ENTITIES_QUERY('id fullName');

const KEY = newMfaEncryptionKey();
const hashOf = (email: string) =>
  createHmac('sha256', Buffer.from(KEY, 'base64')).update(`email:${email}`).digest('hex');

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity({ PRE_EMPTIVE_BLOCK_KEY: KEY });
});

afterAll(async () => {
  await identity?.close();
});

const member = async (fullName: string, email = uniqueEmail()): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName, email }))).json<SessionBody>();
const as = (who: SessionBody, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who.session.accessToken, query, variables);
const rowsOf = (blocker: SessionBody) =>
  identity.sql<Record<string, unknown>>(
    'SELECT kind, contact_hash, label, applied_at FROM pre_emptive_blocks WHERE blocker_id = $1',
    [blocker.user.id],
  );

it('keeps only a keyed hash of the normalised address, and lists nothing readable of it', async () => {
  const alice = await member('Alice Careful');
  const answer = await as(alice, ADD, { input: { email: '  Ex.Partner@Example.TEST ', label: 'Him' } });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.addPreEmptiveBlock).toMatchObject({ kind: 'email', label: 'Him' });

  const rows = await rowsOf(alice);
  expect(rows).toEqual([
    { kind: 'email', contact_hash: hashOf('ex.partner@example.test'), label: 'Him', applied_at: null },
  ]);
  const dump = JSON.stringify(await identity.sql('SELECT * FROM pre_emptive_blocks'));
  expect(dump.toLowerCase()).not.toContain('ex.partner');
  const list = (await as(alice, LIST)).data?.myPreEmptiveBlocks as Array<Record<string, unknown>>;
  expect(list).toHaveLength(1);
  expect(JSON.stringify(list).toLowerCase()).not.toContain('ex.partner');
});

it('blocks the person the moment they register, as a profile block does, without naming them to the blocker', async () => {
  const alice = await member('Alice Ahead');
  const email = uniqueEmail('abuser');
  await as(alice, ADD, { input: { email: email.toUpperCase() } });

  const bob = await member('Bob Newcomer', email);
  expect(bob.user.id).toBeDefined();

  expect(await identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [alice.user.id])).toEqual([
    { blocked_id: bob.user.id },
  ]);
  const events = (await eventsOf(identity, MemberBlockedEvent)).filter((event) => event.key === alice.user.id);
  expect(events.map(({ message }) => [message.blockerId, message.blockedId])).toEqual([[alice.user.id, bob.user.id]]);
  expect((await rowsOf(alice))[0].applied_at).toBeInstanceOf(Date);
  // Named, the block would tell Alice whose address it was: her list leaves it out, the block holds both ways.
  expect((await as(alice, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
  expect((await as(alice, USERS, userReferences(bob.user.id))).data).toEqual({ _entities: [null] });
  expect((await as(bob, USERS, userReferences(alice.user.id))).data).toEqual({ _entities: [null] });
  expect((await as(bob, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
});

it('blocks the person who joins with a first Google sign-in from that address', async () => {
  const alice = await member('Alice Social');
  const email = uniqueEmail('social');
  await as(alice, ADD, { input: { email } });

  const joined = await postExternalSignIn(identity, {
    provider: 'google',
    subject: `google-${email}`,
    email,
    emailVerified: true,
    firstName: 'Sol',
    lastName: 'Newcomer',
  });
  expect(joined.json()).toMatchObject({ outcome: 'created' });
  const { user } = joined.json<SessionBody>();
  expect(await identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [alice.user.id])).toEqual([
    { blocked_id: user.id },
  ]);
});

it('blocks at once an address that already belongs to a member, still without naming them', async () => {
  const alice = await member('Alice Late');
  const email = uniqueEmail('member');
  const bob = await member('Bob Already', email);
  await as(alice, ADD, { input: { email } });
  expect(await identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [alice.user.id])).toEqual([
    { blocked_id: bob.user.id },
  ]);
  expect((await as(alice, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
});

it('lifts the blocks an entry made when the entry is removed', async () => {
  const alice = await member('Alice Relents');
  const email = uniqueEmail('relented');
  const bob = await member('Bob Relented', email);
  const added = (await as(alice, ADD, { input: { email } })).data?.addPreEmptiveBlock as { id: string };

  expect((await as(alice, REMOVE, { id: added.id })).data).toEqual({ removePreEmptiveBlock: true });

  expect(await identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [alice.user.id])).toEqual([]);
  const lifted = (await eventsOf(identity, MemberUnblockedEvent)).filter((event) => event.key === alice.user.id);
  expect(lifted.map(({ message }) => [message.blockerId, message.blockedId])).toEqual([[alice.user.id, bob.user.id]]);
});

it('refuses bad input and the member’s own address with a clear message', async () => {
  const email = uniqueEmail('self');
  const alice = await member('Alice Self', email);
  const invalid = await as(alice, ADD, { input: { email: 'not an address' } });
  expect(invalid.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address' });
  const own = await as(alice, ADD, { input: { email } });
  expect(own.errors?.[0]).toMatchObject({ message: 'You cannot block yourself' });
  const longLabel = await as(alice, ADD, { input: { email: uniqueEmail(), label: 'x'.repeat(61) } });
  expect(longLabel.errors?.[0]).toMatchObject({ message: 'Label must be 60 characters or fewer' });
  expect(await rowsOf(alice)).toEqual([]);
});

it('removes only the member’s own entries; a removed entry blocks nobody who joins later', async () => {
  const alice = await member('Alice Remover');
  const mallory = await member('Mallory Other');
  const email = uniqueEmail('forgiven');
  const added = (await as(alice, ADD, { input: { email } })).data?.addPreEmptiveBlock as { id: string };

  const foreign = await as(mallory, REMOVE, { id: added.id });
  expect(foreign.errors?.[0]).toMatchObject({ message: 'Block not found', extensions: { code: 'NOT_FOUND' } });
  expect((await as(alice, REMOVE, { id: 'not-a-uuid' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

  expect((await as(alice, REMOVE, { id: added.id })).data).toEqual({ removePreEmptiveBlock: true });
  expect((await as(alice, LIST)).data).toEqual({ myPreEmptiveBlocks: [] });
  await member('Dan Forgiven', email);
  expect((await as(alice, BLOCKED)).data).toEqual({ myBlockedMembers: [] });
});

it('answers UNAUTHENTICATED to a signed-out caller', async () => {
  expect((await subgraphQuery(identity.app, null, LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
