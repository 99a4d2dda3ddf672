import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { startTestKeys } from '../../../tests/support/auth/test-keys';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const ME = '{ me { id fullName firstName email postcode city country isAdmin isSingleParent } }';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it('answers `me` with the signed-in member, private fields included', async () => {
  const form = validRegistration({ fullName: 'Alex Morgan', city: 'Cork', postcode: 'T12 X70', country: 'Ireland' });
  const { user, session } = (await identity.register(form)).json<SessionBody>();

  const answer = await subgraphQuery(identity.app, session.accessToken, ME);

  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    me: {
      id: user.id,
      fullName: 'Alex Morgan',
      firstName: 'Alex',
      email: form.email,
      postcode: 'T12 X70',
      city: 'Cork',
      country: 'Ireland',
      isAdmin: false,
      isSingleParent: true,
    },
  });
});

it('answers `me` with null when no token is sent', async () => {
  const answer = await subgraphQuery(identity.app, null, ME);
  expect(answer.statusCode).toBe(200);
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({ me: null });
});

it('refuses a token signed by another key', async () => {
  const strangers = await startTestKeys();
  try {
    const forged = await strangers.signAccessToken({ id: '00000000-0000-4000-8000-000000000001', isAdmin: true });
    const answer = await subgraphQuery(identity.app, forged, ME);
    expect(answer.data?.me ?? null).toBeNull();
    expect(answer.errors?.[0].message).toBe('Sign in required');
  } finally {
    await strangers.close();
  }
});
