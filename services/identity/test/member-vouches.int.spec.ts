import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import { RecordingMemberMail } from './support/recording-member-mail';

const REQUEST = 'mutation Request($id: ID!) { requestVouch(voucherId: $id) { id memberName voucherName status } }';
const RESPOND = 'mutation Respond($id: ID!, $accept: Boolean!) { respondToVouch(id: $id, accept: $accept) { status } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeVouch(id: $id) { status } }';
const MINE = '{ myVouchRequests { voucherName status } }';
const ASKED = '{ vouchesAskedOfMe { id memberName status } }';
const BLOCK = 'mutation Block($id: ID!) { blockMember(memberId: $id) }';
const TRUST = USER_ENTITIES_QUERY('id trustLevel vouchCount');

const mail = new RecordingMemberMail();
let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity({}, undefined, { memberMail: mail });
});

afterAll(async () => {
  await identity?.close();
});

const member = async (fullName: string, verified = false): Promise<SessionBody> => {
  const body = (await identity.register(validRegistration({ fullName }))).json<SessionBody>();
  if (verified) await identity.sql('UPDATE users SET is_verified = true WHERE id = $1', [body.user.id]);
  return body;
};
const as = (who: SessionBody, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who.session.accessToken, query, variables);
const ask = async (who: SessionBody, voucher: SessionBody): Promise<string> => {
  const answer = await as(who, REQUEST, { id: voucher.user.id });
  expect(answer.errors).toBeUndefined();
  return (answer.data?.requestVouch as { id: string }).id;
};
const trustOf = async (viewer: SessionBody, who: SessionBody) =>
  ((await as(viewer, TRUST, userReferences(who.user.id))).data?._entities as unknown[])[0];

it('climbs from Verified to Vouched with two accepted vouches, emailing each side', async () => {
  const sam = await member('Sam Climber', true);
  const vera = await member('Vera Voucher', true);
  const will = await member('Will Voucher', true);
  expect(await trustOf(vera, sam)).toEqual({ id: sam.user.id, trustLevel: 'VERIFIED', vouchCount: 0 });

  const fromVera = await ask(sam, vera);
  const fromWill = await ask(sam, will);
  expect(mail.to(vera.user.email, 'vouchRequested').map((sent) => sent.detail)).toEqual(['Sam Climber']);
  expect((await as(vera, ASKED)).data).toEqual({
    vouchesAskedOfMe: [{ id: fromVera, memberName: 'Sam Climber', status: 'requested' }],
  });

  expect((await as(vera, RESPOND, { id: fromVera, accept: true })).data).toEqual({
    respondToVouch: { status: 'active' },
  });
  expect(await trustOf(will, sam)).toEqual({ id: sam.user.id, trustLevel: 'VERIFIED', vouchCount: 1 });
  await as(will, RESPOND, { id: fromWill, accept: true });
  expect(await trustOf(will, sam)).toEqual({ id: sam.user.id, trustLevel: 'VOUCHED', vouchCount: 2 });
  expect(mail.to(sam.user.email, 'vouchGiven').map((sent) => sent.detail)).toEqual(['Vera Voucher', 'Will Voucher']);
  expect((await as(sam, MINE)).data?.myVouchRequests).toEqual(
    expect.arrayContaining([
      { voucherName: 'Vera Voucher', status: 'active' },
      { voucherName: 'Will Voucher', status: 'active' },
    ]),
  );

  expect((await as(will, REVOKE, { id: fromWill })).data).toEqual({ revokeVouch: { status: 'revoked' } });
  expect(await trustOf(vera, sam)).toEqual({ id: sam.user.id, trustLevel: 'VERIFIED', vouchCount: 1 });
});

it('is not Vouched without being verified, and stops counting a voucher who is no longer verified', async () => {
  const una = await member('Una Unverified');
  const vera = await member('Vera One', true);
  const will = await member('Will Two', true);
  for (const voucher of [vera, will]) {
    const id = await ask(una, voucher);
    await as(voucher, RESPOND, { id, accept: true });
  }
  expect(await trustOf(vera, una)).toEqual({ id: una.user.id, trustLevel: 'NONE', vouchCount: 2 });
  await identity.sql('UPDATE users SET is_verified = true WHERE id = $1', [una.user.id]);
  expect(await trustOf(vera, una)).toMatchObject({ trustLevel: 'VOUCHED' });
  await identity.sql('UPDATE users SET is_verified = false WHERE id = $1', [will.user.id]);
  expect(await trustOf(vera, una)).toEqual({ id: una.user.id, trustLevel: 'VERIFIED', vouchCount: 1 });
});

it('refuses a vouch from oneself, from an unverified member, twice from one member, or from a fourth member', async () => {
  const sam = await member('Sam Asker', true);
  const una = await member('Una Plain');
  expect((await as(sam, REQUEST, { id: sam.user.id })).errors?.[0]).toMatchObject({
    message: 'You cannot vouch for yourself',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect((await as(sam, REQUEST, { id: una.user.id })).errors?.[0]).toMatchObject({
    message: 'Only verified members can vouch for others',
  });
  const vouchers = [await member('V One', true), await member('V Two', true), await member('V Three', true)];
  await ask(sam, vouchers[0]);
  expect((await as(sam, REQUEST, { id: vouchers[0].user.id })).errors?.[0]).toMatchObject({
    message: 'You have already asked this member for a vouch',
    extensions: { code: 'CONFLICT' },
  });
  await ask(sam, vouchers[1]);
  await ask(sam, vouchers[2]);
  const fourth = await member('V Four', true);
  expect((await as(sam, REQUEST, { id: fourth.user.id })).errors?.[0]).toMatchObject({
    message: 'You can ask at most 3 members for a vouch at a time',
  });
  for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
    expect((await as(sam, REQUEST, { id })).errors?.[0]).toMatchObject({ message: 'Member not found' });
  }
});

it('a declined request frees the place; only the asked member answers, only once', async () => {
  const sam = await member('Sam Declined', true);
  const vera = await member('Vera Decliner', true);
  const mallory = await member('Mallory Meddler', true);
  const id = await ask(sam, vera);
  for (const who of [mallory, sam]) {
    expect((await as(who, RESPOND, { id, accept: true })).errors?.[0]).toMatchObject({
      message: 'Vouch not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await as(who, REVOKE, { id })).errors?.[0]).toMatchObject({ message: 'Vouch not found' });
  }
  expect((await as(vera, RESPOND, { id, accept: false })).data).toEqual({ respondToVouch: { status: 'declined' } });
  expect((await as(vera, RESPOND, { id, accept: true })).errors?.[0]).toMatchObject({
    message: 'This vouch request has already been answered',
  });
  expect(mail.to(sam.user.email, 'vouchGiven')).toEqual([]);
  await ask(sam, vera);
});

it('a block either way stops a vouch being asked, accepted or counted', async () => {
  const sam = await member('Sam Blocked', true);
  const vera = await member('Vera Blocker', true);
  const will = await member('Will Blocked', true);
  const bob = await member('Bob Blocked', true);
  const fromVera = await ask(sam, vera);
  await as(vera, RESPOND, { id: fromVera, accept: true });
  const fromWill = await ask(sam, will);

  await as(vera, BLOCK, { id: sam.user.id });
  expect(await trustOf(will, sam)).toMatchObject({ vouchCount: 0 });
  await as(sam, BLOCK, { id: will.user.id });
  expect((await as(will, RESPOND, { id: fromWill, accept: true })).errors?.[0]).toMatchObject({
    message: 'Member not found',
  });
  await as(bob, BLOCK, { id: sam.user.id });
  expect((await as(sam, REQUEST, { id: bob.user.id })).errors?.[0]).toMatchObject({ message: 'Member not found' });
});

it('answers UNAUTHENTICATED to a signed-out caller', async () => {
  expect((await subgraphQuery(identity.app, null, MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
