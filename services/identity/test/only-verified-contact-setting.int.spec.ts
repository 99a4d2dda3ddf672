import { MemberContactRuleChangedEvent } from '@village/proto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { eventsOf } from './support/identity-events';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const READ = '{ myOnlyVerifiedContact }';
const SET = 'mutation Set($enabled: Boolean!) { setOnlyVerifiedContact(enabled: $enabled) }';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const newMember = async (): Promise<SessionBody> => (await identity.register(validRegistration())).json<SessionBody>();
const read = async (member: SessionBody) =>
  (await subgraphQuery<{ myOnlyVerifiedContact: boolean }>(identity.app, member.session.accessToken, READ)).data
    ?.myOnlyVerifiedContact;
const set = (member: SessionBody, enabled: boolean) =>
  subgraphQuery<{ setOnlyVerifiedContact: boolean }>(identity.app, member.session.accessToken, SET, { enabled });

it('is off until the member turns it on, and each change is published as MemberContactRuleChanged', async () => {
  const member = await newMember();
  const other = await newMember();
  expect(await read(member)).toBe(false);

  expect((await set(member, true)).data).toEqual({ setOnlyVerifiedContact: true });
  expect(await read(member)).toBe(true);
  expect(await read(other)).toBe(false);
  expect((await set(member, false)).data).toEqual({ setOnlyVerifiedContact: false });
  expect(await read(member)).toBe(false);

  const events = (await eventsOf(identity, MemberContactRuleChangedEvent)).filter(
    (event) => event.key === member.user.id,
  );
  expect(events.map((event) => [event.message.userId, event.message.onlyVerifiedContact])).toEqual([
    [member.user.id, true],
    [member.user.id, false],
  ]);
});

it('refuses a visitor', async () => {
  const answer = await subgraphQuery(identity.app, null, SET, { enabled: true });
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
