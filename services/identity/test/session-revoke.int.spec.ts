import { decodeJwt } from 'jose';
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

interface RevokedPage {
  asOf: string;
  sessions: Array<{ sessionId: string; until: string }>;
}

const revokedSessions = async (): Promise<RevokedPage> =>
  (await identity.app.inject({ method: 'GET', url: '/sessions/revoked' })).json<RevokedPage>();

it('revokes: the refresh token no longer works, not even its rotated successor', async () => {
  const first = (await identity.register(validRegistration())).json<SessionBody>().session;
  const second = (await identity.refresh(first.refreshToken)).json<SessionBody>().session;

  const revoked = await identity.revoke(second.refreshToken);
  expect(revoked.statusCode).toBe(204);
  expect(revoked.body).toBe('');

  const refresh = await identity.refresh(second.refreshToken);
  expect(refresh.statusCode).toBe(401);
  expect(refresh.json<ErrorBody>().message).toBe(ENDED);
});

it('revokes the whole family: signing out with an older token of the session ends the newest one too', async () => {
  const { user, session: first } = (await identity.register(validRegistration())).json<SessionBody>();
  const second = (await identity.refresh(first.refreshToken)).json<SessionBody>().session;
  const third = (await identity.refresh(second.refreshToken)).json<SessionBody>().session;

  expect((await identity.revoke(first.refreshToken)).statusCode).toBe(204);

  // Every refresh token of the session is revoked by the sign-out itself, not later by a refused refresh.
  expect(
    await identity.sql(
      'SELECT count(*)::int AS tokens, count(revoked_at)::int AS revoked FROM refresh_tokens WHERE user_id = $1',
      [user.id],
    ),
  ).toEqual([{ tokens: 3, revoked: 3 }]);
  const newest = await identity.refresh(third.refreshToken);
  expect(newest.statusCode).toBe(401);
  expect(newest.json<ErrorBody>().message).toBe(ENDED);
});

it('lists the signed-out session (the `sid` of its access tokens) for the gateway until its last token expires', async () => {
  const { session } = (await identity.register(validRegistration())).json<SessionBody>();
  const sessionId = decodeJwt(session.accessToken).sid as string;
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect((await revokedSessions()).sessions.map((revoked) => revoked.sessionId)).not.toContain(sessionId);

  await identity.revoke(session.refreshToken);

  const page = await revokedSessions();
  const listed = page.sessions.find((revoked) => revoked.sessionId === sessionId);
  expect(listed).toBeDefined();
  // No access token of the session outlives `until`: it lasts at most ACCESS_TOKEN_TTL_SECONDS from the revocation.
  expect(Date.parse(listed!.until)).toBeGreaterThanOrEqual(Date.parse(session.accessTokenExpiresAt) - 1000);
  expect(Date.parse(listed!.until) - Date.parse(page.asOf)).toBeLessThanOrEqual(900_000);

  const later = await identity.app.inject({ method: 'GET', url: `/sessions/revoked?since=${page.asOf}` });
  expect(later.json<RevokedPage>().sessions.map((revoked) => revoked.sessionId)).not.toContain(sessionId);
});

it('answers 400 for a `since` that is not a date', async () => {
  const response = await identity.app.inject({ method: 'GET', url: '/sessions/revoked?since=yesterday' });
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().message).toBe('since must be an ISO date-time');
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
