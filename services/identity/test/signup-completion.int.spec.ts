import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const complete = (accessToken?: string) =>
  identity.app
    .inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      payload: { query: 'mutation { completeSignup { id hasPendingSignup } }' },
    })
    .then((response) =>
      response.json<{ data: { completeSignup: { id: string; hasPendingSignup: boolean } } | null }>(),
    );

it('a member who registered with the form has nothing pending', async () => {
  const registered = (await identity.register(validRegistration())).json<SessionBody>();
  expect(registered.user.hasPendingSignup).toBe(false);
});

it('a pending signup (an account a provider made) ends when the member completes it; completing twice is harmless', async () => {
  const registered = (await identity.register(validRegistration())).json<SessionBody>();
  // What a first Google or Facebook sign-in leaves (external-sign-in-new-and-returning-member.int.spec.ts).
  await identity.sql('UPDATE users SET has_pending_signup = true WHERE id = $1', [registered.user.id]);

  const first = await complete(registered.session.accessToken);

  expect(first.data?.completeSignup).toEqual({ id: registered.user.id, hasPendingSignup: false });
  const [row] = await identity.sql<{ has_pending_signup: boolean }>(
    'SELECT has_pending_signup FROM users WHERE id = $1',
    [registered.user.id],
  );
  expect(row.has_pending_signup).toBe(false);
  expect((await complete(registered.session.accessToken)).data?.completeSignup.hasPendingSignup).toBe(false);
});

it('needs a signed-in member', async () => {
  expect((await complete()).data).toBeNull();
});
