import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it('signs in with the registered password and opens a new session', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>();

  const response = await identity.signIn(`  ${form.email.toUpperCase()} `, form.password);

  expect(response.statusCode).toBe(200);
  const { user, session } = response.json<SessionBody>();
  expect(user).toMatchObject({ id: registered.user.id, email: form.email, fullName: form.fullName });
  expect(response.body).not.toContain(form.password);
  expect(response.body).not.toContain('$argon2');
  expect(session.refreshToken).not.toBe(registered.session.refreshToken);
  // A sign-in starts its own session family, next to the registration's.
  expect(
    await identity.sql('SELECT count(DISTINCT family_id)::int AS families FROM refresh_tokens WHERE user_id = $1', [
      user.id,
    ]),
  ).toEqual([{ families: 2 }]);
  expect((await identity.refresh(session.refreshToken)).statusCode).toBe(200);
});
