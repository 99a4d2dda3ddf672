import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const ENDED = 'Your session has ended. Please sign in again.';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

async function newSession(): Promise<SessionBody> {
  const response = await identity.register(validRegistration());
  expect(response.statusCode).toBe(201);
  return response.json<SessionBody>();
}

it('rotates: each refresh answers a new pair, and the new refresh token works', async () => {
  const { user, session: first } = await newSession();

  const rotated = await identity.refresh(first.refreshToken);
  expect(rotated.statusCode).toBe(200);
  const second = rotated.json<SessionBody>();
  expect(second.user.id).toBe(user.id);
  expect(second.session.refreshToken).not.toBe(first.refreshToken);

  const again = await identity.refresh(second.session.refreshToken);
  expect(again.statusCode).toBe(200);
  expect(again.json<SessionBody>().user.id).toBe(user.id);
});

it('treats an old refresh token presented again as theft: 401 and the whole family is revoked', async () => {
  const { user, session: first } = await newSession();
  const second = (await identity.refresh(first.refreshToken)).json<SessionBody>().session;

  const replay = await identity.refresh(first.refreshToken);
  expect(replay.statusCode).toBe(401);
  expect(replay.json<ErrorBody>().message).toBe(ENDED);

  const newest = await identity.refresh(second.refreshToken);
  expect(newest.statusCode).toBe(401);
  expect(newest.json<ErrorBody>().message).toBe(ENDED);

  expect(
    await identity.sql('SELECT count(*)::int AS live FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [
      user.id,
    ]),
  ).toEqual([{ live: 0 }]);
});

it('leaves the member’s other sessions alone when one family is revoked', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>().session;
  const otherDevice = (await identity.signIn(form.email, form.password)).json<SessionBody>().session;

  await identity.refresh(registered.refreshToken);
  expect((await identity.refresh(registered.refreshToken)).statusCode).toBe(401);

  expect((await identity.refresh(otherDevice.refreshToken)).statusCode).toBe(200);
});

it(`refuses an expired refresh token with 401 '${ENDED}'`, async () => {
  const { user, session } = await newSession();
  await identity.sql("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
    user.id,
  ]);

  const response = await identity.refresh(session.refreshToken);

  expect(response.statusCode).toBe(401);
  expect(response.json<ErrorBody>().message).toBe(ENDED);
});

it('keeps the sign-in’s absolute expiry through every rotation: refreshing never extends a session', async () => {
  const { user, session: first } = await newSession();
  const signedInFor = Date.parse(first.refreshTokenExpiresAt) - Date.now();
  expect(signedInFor).toBeGreaterThan(29.9 * 86_400_000);
  expect(signedInFor).toBeLessThanOrEqual(30 * 86_400_000);

  const second = (await identity.refresh(first.refreshToken)).json<SessionBody>().session;
  const third = (await identity.refresh(second.refreshToken)).json<SessionBody>().session;

  expect(second.refreshTokenExpiresAt).toBe(first.refreshTokenExpiresAt);
  expect(third.refreshTokenExpiresAt).toBe(first.refreshTokenExpiresAt);
  expect(await identity.sql('SELECT DISTINCT expires_at FROM refresh_tokens WHERE user_id = $1', [user.id])).toEqual([
    { expires_at: new Date(first.refreshTokenExpiresAt) },
  ]);
});

it.each([
  ['an unknown refresh token', { refreshToken: 'x'.repeat(43) }],
  ['no refresh token', {}],
])(`answers %s with 401 '${ENDED}'`, async (_label, body) => {
  const response = await identity.post('/sessions/refresh', body);
  expect(response.statusCode).toBe(401);
  expect(response.json<ErrorBody>().message).toBe(ENDED);
});
