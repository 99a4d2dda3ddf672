import { AuditLog, minutes, TestClock } from '@village/kit';
import { decodeJwt } from 'jose';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import { RecordingMemberMail } from './support/recording-member-mail';

const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
let identity: IdentityTestApp;
const mail = new RecordingMemberMail();

beforeAll(async () => {
  identity = await startIdentity({}, undefined, { clock, memberMail: mail });
});

afterAll(async () => {
  await identity?.close();
});

const SENT =
  'If an account exists for that email, we have sent it a link to reset your password. The link works once, within 1 hour.';
const DONE = 'Your password has been changed. Please sign in with your new password.';
const INVALID = 'This link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'lanterns over the harbour';

const forgot = (email: string) => identity.post('/account-links/password-reset', { email });
const reset = (token: unknown, password: unknown) =>
  identity.post('/account-links/password-reset/complete', { token, password });

async function registeredWithTwoSessions() {
  const form = validRegistration();
  const first = (await identity.register(form)).json<SessionBody>();
  const second = (await identity.signIn(form.email, form.password)).json<SessionBody>();
  return { form, sessions: [first.session, second.session], userId: first.user.id };
}

it('sets the new password, ends every session, opens none, and emails "password changed"', async () => {
  const { form, sessions, userId } = await registeredWithTwoSessions();
  const record = jest.spyOn(AuditLog.prototype, 'record');

  const requested = await forgot(form.email);
  expect(requested.statusCode).toBe(202);
  expect(requested.json()).toEqual({ message: SENT });
  const token = mail.latestToken(form.email, 'passwordReset');

  const done = await reset(token, NEW_PASSWORD);

  expect(done.statusCode).toBe(200);
  expect(done.json()).toEqual({ message: DONE });
  expect(JSON.stringify(done.json())).not.toContain('accessToken');
  for (const session of sessions) expect((await identity.refresh(session.refreshToken)).statusCode).toBe(401);
  const revoked = (await identity.app.inject({ method: 'GET', url: '/sessions/revoked' }))
    .json<{ sessions: Array<{ sessionId: string }> }>()
    .sessions.map((session) => session.sessionId);
  expect(revoked).toEqual(expect.arrayContaining(sessions.map((session) => decodeJwt(session.accessToken).sid)));
  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(401);
  expect((await identity.signIn(form.email, NEW_PASSWORD)).statusCode).toBe(200);
  expect(mail.to(form.email, 'passwordChanged')).toHaveLength(1);
  expect(record).toHaveBeenCalledWith('password.reset', expect.objectContaining({ accountId: userId }));
  expect(JSON.stringify(record.mock.calls)).not.toContain(token);
  record.mockRestore();

  const reused = await reset(token, 'another fine password');
  expect(reused.statusCode).toBe(400);
  expect(reused.json<ErrorBody>().message).toBe(INVALID);
  expect((await identity.signIn(form.email, NEW_PASSWORD)).statusCode).toBe(200);
});

it('refuses a reset link after its hour, and the password stays', async () => {
  const form = validRegistration();
  await identity.register(form);
  await forgot(form.email);
  const token = mail.latestToken(form.email, 'passwordReset');

  await clock.advance(minutes(60) + 1000);

  expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(200);
});

it('refuses a weak new password with the registration rules, and the link still works afterwards', async () => {
  const form = validRegistration();
  await identity.register(form);
  await forgot(form.email);
  const token = mail.latestToken(form.email, 'passwordReset');

  const short = await reset(token, 'short');
  expect(short.statusCode).toBe(400);
  expect(short.json<ErrorBody>().fieldErrors).toEqual({ password: 'Password must be at least 8 characters' });
  const common = await reset(token, 'password1');
  expect(common.json<ErrorBody>().fieldErrors).toEqual({
    password: 'This password is too common. Please choose one that is harder to guess.',
  });
  const ownEmail = await reset(token, form.email);
  expect(ownEmail.json<ErrorBody>().fieldErrors).toEqual({
    password: 'Your password must not be your email address. Please choose another one.',
  });

  expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
});

it('ends the other unused links of the account (an older reset link, a sign-in link)', async () => {
  const form = validRegistration();
  await identity.register(form);
  await forgot(form.email);
  const older = mail.latestToken(form.email, 'passwordReset');
  await identity.post('/account-links/magic-link', { email: form.email });
  const signInLink = mail.latestToken(form.email, 'magicLink');
  await forgot(form.email);
  const newer = mail.latestToken(form.email, 'passwordReset');

  expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);

  expect((await reset(older, 'yet another password')).statusCode).toBe(400);
  expect((await identity.post('/account-links/magic-link/verify', { token: signInLink })).statusCode).toBe(400);
});

it('answers an unknown email as a known one and sends nothing', async () => {
  const form = validRegistration();
  await identity.register(form);
  const before = mail.sent.length;
  const known = await forgot(form.email);
  const unknown = await forgot(`nobody.${Date.now()}@example.test`);
  expect(unknown.statusCode).toBe(known.statusCode);
  expect(unknown.body).toBe(known.body);
  expect(mail.sent.length).toBe(before + 1);
});
