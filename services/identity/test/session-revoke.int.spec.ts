import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it('revokes: the refresh token no longer works, not even its rotated successor', async () => {
  const first = (await identity.register(validRegistration())).json<SessionBody>().session;
  const second = (await identity.refresh(first.refreshToken)).json<SessionBody>().session;

  const revoked = await identity.revoke(second.refreshToken);
  expect(revoked.statusCode).toBe(204);
  expect(revoked.body).toBe('');

  const refresh = await identity.refresh(second.refreshToken);
  expect(refresh.statusCode).toBe(401);
  expect(refresh.json<ErrorBody>().message).toBe('Your session has ended. Please sign in again.');
});

it('revoking one session keeps the member signed in elsewhere', async () => {
  const form = validRegistration();
  const here = (await identity.register(form)).json<SessionBody>().session;
  const elsewhere = (await identity.signIn(form.email, form.password)).json<SessionBody>().session;

  await identity.revoke(here.refreshToken);

  expect((await identity.refresh(here.refreshToken)).statusCode).toBe(401);
  expect((await identity.refresh(elsewhere.refreshToken)).statusCode).toBe(200);
});

it('answers 204 for an unknown or missing refresh token (signing out twice is harmless)', async () => {
  expect((await identity.revoke('y'.repeat(43))).statusCode).toBe(204);
  expect((await identity.post('/sessions/revoke', {})).statusCode).toBe(204);
});
