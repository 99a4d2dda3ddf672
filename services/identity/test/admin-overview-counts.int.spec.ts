import { randomUUID } from 'node:crypto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const COUNTS = '{ memberCount pendingVerificationCount }';
const SET_UP = `mutation($input: ProfileSetupInput!) { setUpProfile(input: $input) { id } }`;

let identity: IdentityTestApp;
let adminToken: string;

beforeAll(async () => {
  identity = await startIdentity();
  adminToken = await identity.keys.signAccessToken({ id: randomUUID(), isAdmin: true });
});

afterAll(async () => {
  await identity?.close();
});

const counts = async () =>
  (await subgraphQuery<{ memberCount: number; pendingVerificationCount: number }>(identity.app, adminToken, COUNTS))
    .data;

async function register(): Promise<string> {
  const response = await identity.inject({
    method: 'POST',
    url: '/sessions/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(validRegistration()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<SessionBody>().session.accessToken;
}

it('counts members and the verifications waiting for a decision, for admins', async () => {
  const before = await counts();
  const first = await register();
  await register();
  await subgraphQuery(identity.app, first, SET_UP, {
    input: { country: 'Ireland', postcode: 'D02 X285', identityDocumentId: randomUUID() },
  });

  expect(await counts()).toEqual({
    memberCount: (before?.memberCount ?? NaN) + 2,
    pendingVerificationCount: (before?.pendingVerificationCount ?? NaN) + 1,
  });
  const [{ users }] = await identity.sql<{ users: number }>('SELECT count(*)::int AS users FROM users');
  expect((await counts())?.memberCount).toBe(users);
});

it('refuses the counts to members and visitors', async () => {
  const member = await register();
  expect((await subgraphQuery(identity.app, member, COUNTS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await subgraphQuery(identity.app, null, COUNTS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
