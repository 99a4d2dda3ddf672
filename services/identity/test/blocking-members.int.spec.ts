import { MemberBlockedEvent, MemberUnblockedEvent, type DescMessage, type EventContract } from '@village/proto';
import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { eventsOf } from './support/identity-events';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const BLOCK = 'mutation Block($id: ID!) { blockMember(memberId: $id) }';
const UNBLOCK = 'mutation Unblock($id: ID!) { unblockMember(memberId: $id) }';
const LIST = '{ myBlockedMembers { memberId fullName blockedAt } }';
const USERS = USER_ENTITIES_QUERY('id fullName');

const ADMIN_EMAIL = uniqueEmail('admin');
const ADMIN_PASSWORD = 'admin password for tests';

let identity: IdentityTestApp;
let adminToken: string;

beforeAll(async () => {
  identity = await startIdentity({ BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD });
  adminToken = (await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json<SessionBody>().session.accessToken;
});

afterAll(async () => {
  await identity?.close();
});

const member = async (fullName: string): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName }))).json<SessionBody>();
const as = (who: SessionBody, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who.session.accessToken, query, variables);
const blockRows = (blocker: SessionBody) =>
  identity.sql('SELECT blocked_id FROM member_blocks WHERE blocker_id = $1', [blocker.user.id]);
const eventsBy = async <Desc extends DescMessage>(contract: EventContract<Desc>, blocker: SessionBody) =>
  (await eventsOf(identity, contract)).filter((event) => event.key === blocker.user.id);

it('refuses to block yourself, and leaves nothing behind', async () => {
  const alice = await member('Alice Self');
  const answer = await as(alice, BLOCK, { id: alice.user.id });
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: 'You cannot block yourself',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await blockRows(alice)).toEqual([]);
  expect(await eventsBy(MemberBlockedEvent, alice)).toEqual([]);
});

it('answers NOT_FOUND for a member who does not exist', async () => {
  const alice = await member('Alice Nobody');
  for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
    const answer = await as(alice, BLOCK, { id });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Member not found', extensions: { code: 'NOT_FOUND' } });
  }
  expect(await blockRows(alice)).toEqual([]);
});

it('blocks once however often it is asked: one row, one MemberBlocked event', async () => {
  const alice = await member('Alice Twice');
  const bob = await member('Bob Twice');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await as(alice, BLOCK, { id: bob.user.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ blockMember: true });
  }
  expect(await blockRows(alice)).toEqual([{ blocked_id: bob.user.id }]);
  const events = await eventsBy(MemberBlockedEvent, alice);
  expect(events.map((event) => ({ blockerId: event.message.blockerId, blockedId: event.message.blockedId }))).toEqual([
    { blockerId: alice.user.id, blockedId: bob.user.id },
  ]);
});

it('hides the two members from each other at once, both ways, but not from an admin', async () => {
  const alice = await member('Alice Hider');
  const bob = await member('Bob Hidden');
  const carol = await member('Carol Bystander');
  const refs = userReferences(bob.user.id, carol.user.id);
  expect((await as(alice, USERS, refs)).data).toEqual({
    _entities: [
      { id: bob.user.id, fullName: 'Bob Hidden' },
      { id: carol.user.id, fullName: 'Carol Bystander' },
    ],
  });

  await as(alice, BLOCK, { id: bob.user.id });

  expect((await as(alice, USERS, refs)).data).toEqual({
    _entities: [null, { id: carol.user.id, fullName: 'Carol Bystander' }],
  });
  expect((await as(bob, USERS, userReferences(alice.user.id))).data).toEqual({ _entities: [null] });
  expect((await as(carol, USERS, userReferences(alice.user.id, bob.user.id))).data).toEqual({
    _entities: [
      { id: alice.user.id, fullName: 'Alice Hider' },
      { id: bob.user.id, fullName: 'Bob Hidden' },
    ],
  });
  const admin = await subgraphQuery(identity.app, adminToken, USERS, userReferences(alice.user.id, bob.user.id));
  expect(admin.data).toEqual({
    _entities: [
      { id: alice.user.id, fullName: 'Alice Hider' },
      { id: bob.user.id, fullName: 'Bob Hidden' },
    ],
  });
  expect((await as(bob, '{ me { id } }')).data).toEqual({ me: { id: bob.user.id } });
});

it("lists the member's own blocks, newest first, and only theirs", async () => {
  const alice = await member('Alice Lister');
  const bob = await member('Bob Listed');
  const dan = await member('Dan Listed');
  await as(alice, BLOCK, { id: bob.user.id });
  await as(alice, BLOCK, { id: dan.user.id });
  await as(bob, BLOCK, { id: dan.user.id });

  const list = (await as(alice, LIST)).data?.myBlockedMembers as Array<Record<string, unknown>>;
  expect(list.map(({ memberId, fullName }) => ({ memberId, fullName }))).toEqual([
    { memberId: dan.user.id, fullName: 'Dan Listed' },
    { memberId: bob.user.id, fullName: 'Bob Listed' },
  ]);
  expect((await as(dan, LIST)).data).toEqual({ myBlockedMembers: [] });
});

it('unblocking shows the members to each other again; unblocking twice publishes one MemberUnblocked', async () => {
  const alice = await member('Alice Forgiver');
  const bob = await member('Bob Forgiven');
  await as(alice, BLOCK, { id: bob.user.id });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    expect((await as(alice, UNBLOCK, { id: bob.user.id })).data).toEqual({ unblockMember: true });
  }
  expect(await blockRows(alice)).toEqual([]);
  expect((await as(bob, USERS, userReferences(alice.user.id))).data).toEqual({
    _entities: [{ id: alice.user.id, fullName: 'Alice Forgiver' }],
  });
  expect(await eventsBy(MemberUnblockedEvent, alice)).toHaveLength(1);
  expect((await as(alice, UNBLOCK, { id: 'not-a-uuid' })).errors).toBeUndefined();
});

it('answers UNAUTHENTICATED to a signed-out caller', async () => {
  const answer = await subgraphQuery(identity.app, null, LIST);
  expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const block = await subgraphQuery(identity.app, null, BLOCK, { id: '00000000-0000-4000-8000-00000000dead' });
  expect(block.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it("shows others a member's verification level but not whether MFA is on", async () => {
  const alice = await member('Alice Level');
  const bob = await member('Bob Level');
  await identity.sql('UPDATE users SET is_verified = true WHERE id = $1', [bob.user.id]);
  const fields = USER_ENTITIES_QUERY('id isVerified mfaEnabled verificationLevel');
  expect((await as(alice, fields, userReferences(bob.user.id))).data).toEqual({
    _entities: [{ id: bob.user.id, isVerified: true, mfaEnabled: null, verificationLevel: 'PARTIAL' }],
  });
  expect((await as(bob, '{ me { mfaEnabled verificationLevel } }')).data).toEqual({
    me: { mfaEnabled: false, verificationLevel: 'PARTIAL' },
  });
});
