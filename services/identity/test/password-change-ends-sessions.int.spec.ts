import { AuditLog } from '@village/kit';
import { decodeJwt } from 'jose';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const changePassword = (accessToken: string | null, body: Record<string, unknown>) =>
  identity.app.inject({
    method: 'POST',
    url: '/credentials/password',
    headers: {
      'content-type': 'application/json',
      'x-village-client-ip': '203.0.113.30',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    payload: body,
  });

const revokedSessionIds = async (): Promise<string[]> =>
  (await identity.app.inject({ method: 'GET', url: '/sessions/revoked' }))
    .json<{ sessions: Array<{ sessionId: string }> }>()
    .sessions.map((revoked) => revoked.sessionId);

it('ends every session of the member (refresh tokens refused, sessions listed as revoked) and opens a new one', async () => {
  const form = validRegistration();
  const here = (await identity.register(form)).json<SessionBody>();
  const elsewhere = (await identity.signIn(form.email, form.password)).json<SessionBody>().session;
  const record = jest.spyOn(AuditLog.prototype, 'record');

  const changed = await changePassword(here.session.accessToken, {
    currentPassword: form.password,
    newPassword: 'lanterns over the harbour',
  });

  expect(changed.statusCode).toBe(200);
  expect(changed.headers['cache-control']).toBe('no-store');
  const fresh = changed.json<SessionBody>();
  expect(fresh.user.id).toBe(here.user.id);
  for (const old of [here.session, elsewhere]) {
    expect((await identity.refresh(old.refreshToken)).statusCode).toBe(401);
  }
  const revoked = await revokedSessionIds();
  expect(revoked).toEqual(
    expect.arrayContaining([decodeJwt(here.session.accessToken).sid, decodeJwt(elsewhere.accessToken).sid]),
  );
  expect(revoked).not.toContain(decodeJwt(fresh.session.accessToken).sid);
  expect((await identity.refresh(fresh.session.refreshToken)).statusCode).toBe(200);

  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(401);
  expect((await identity.signIn(form.email, 'lanterns over the harbour')).statusCode).toBe(200);

  expect(record).toHaveBeenCalledWith(
    'password.changed',
    expect.objectContaining({ accountId: here.user.id, ip: '203.0.113.30' }),
  );
  expect(JSON.stringify(record.mock.calls)).not.toContain('lanterns over the harbour');
  record.mockRestore();
});

it.each([
  [
    'a wrong current password',
    { currentPassword: 'not my password', newPassword: 'lanterns over the harbour' },
    { currentPassword: 'Your current password is incorrect' },
  ],
  [
    'a common new password',
    { currentPassword: 'correct horse battery', newPassword: 'password1' },
    { newPassword: 'This password is too common. Please choose one that is harder to guess.' },
  ],
  [
    'a short new password',
    { currentPassword: 'correct horse battery', newPassword: 'short' },
    { newPassword: 'Password must be at least 8 characters' },
  ],
])('refuses %s with 400 and its message, and every session goes on', async (_label, body, fieldErrors) => {
  const form = validRegistration({ password: 'correct horse battery' });
  const { session } = (await identity.register(form)).json<SessionBody>();

  const response = await changePassword(session.accessToken, body);

  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>()).toEqual({
    message: Object.values(fieldErrors)[0],
    code: 'VALIDATION',
    fieldErrors,
  });
  expect((await identity.refresh(session.refreshToken)).statusCode).toBe(200);
  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(200);
});

it('refuses the member’s own email as the new password', async () => {
  const form = validRegistration();
  const { session } = (await identity.register(form)).json<SessionBody>();

  const response = await changePassword(session.accessToken, {
    currentPassword: form.password,
    newPassword: form.email,
  });

  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().fieldErrors).toEqual({
    newPassword: 'Your password must not be your email address. Please choose another one.',
  });
});

it('answers 401 without a signed-in member', async () => {
  const response = await changePassword(null, { currentPassword: 'x', newPassword: 'lanterns over the harbour' });
  expect(response.statusCode).toBe(401);
});
