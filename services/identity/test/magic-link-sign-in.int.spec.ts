import { AuditLog, minutes, TestClock } from '@village/kit';
import { createHash } from 'node:crypto';
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
  'If an account exists for that email, we have sent it a sign-in link. The link works once, within 15 minutes.';
const INVALID = 'This link is invalid or has expired. Please request a new one.';

const requestLink = (email: unknown) =>
  identity.app.inject({
    method: 'POST',
    url: '/account-links/magic-link',
    headers: { 'content-type': 'application/json', 'x-village-client-ip': '203.0.113.9' },
    payload: { email },
  });
const verify = (token: unknown) =>
  identity.app.inject({
    method: 'POST',
    url: '/account-links/magic-link/verify',
    headers: { 'content-type': 'application/json', 'user-agent': 'x', 'x-village-client-user-agent': 'Firefox/140' },
    payload: { token },
  });

async function registered() {
  const form = validRegistration();
  expect((await identity.register(form)).statusCode).toBe(201);
  return form;
}

it('emails a 256-bit token, keeps only its SHA-256, and signs the member in with it once', async () => {
  const form = await registered();

  const requested = await requestLink(form.email.toUpperCase());

  expect(requested.statusCode).toBe(202);
  expect(requested.json()).toEqual({ message: SENT });
  const token = mail.latestToken(form.email, 'magicLink');
  expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  const rows = await identity.sql<{ token_hash: string; purpose: string }>(
    'SELECT token_hash, purpose FROM account_links l JOIN users u ON u.id = l.user_id WHERE u.email = $1',
    [form.email],
  );
  expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'magic_link' }]);
  const everything = JSON.stringify(await identity.sql('SELECT * FROM account_links'));
  expect(everything).not.toContain(token);

  const signedIn = await verify(token);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.headers['cache-control']).toBe('no-store');
  const body = signedIn.json<SessionBody>();
  expect(body.user.email).toBe(form.email);
  expect((await identity.refresh(body.session.refreshToken)).statusCode).toBe(200);

  const again = await verify(token);
  expect(again.statusCode).toBe(400);
  expect(again.json<ErrorBody>()).toEqual({ message: INVALID, code: 'LINK_INVALID', fieldErrors: { token: INVALID } });
});

it('refuses a link used after its 15 minutes', async () => {
  const form = await registered();
  await requestLink(form.email);
  const token = mail.latestToken(form.email, 'magicLink');

  await clock.advance(minutes(15) + 1000);

  const late = await verify(token);
  expect(late.statusCode).toBe(400);
  expect(late.json<ErrorBody>().message).toBe(INVALID);
});

it('works at 14 minutes', async () => {
  const form = await registered();
  await requestLink(form.email);
  const token = mail.latestToken(form.email, 'magicLink');

  await clock.advance(minutes(14));

  expect((await verify(token)).statusCode).toBe(200);
});

it('answers an unknown email exactly as a known one, and sends nothing', async () => {
  const form = await registered();
  const unknown = `nobody.${Date.now()}@example.test`;
  const before = mail.sent.length;

  const forKnown = await requestLink(form.email);
  const forUnknown = await requestLink(unknown);

  expect(forUnknown.statusCode).toBe(forKnown.statusCode);
  expect(forUnknown.json()).toEqual(forKnown.json());
  expect(mail.sent.slice(before).map((mail) => mail.to.email)).toEqual([form.email]);
});

it('sends at most 3 links to one address in 15 minutes, answering the same, and audits the rest', async () => {
  const form = await registered();
  const record = jest.spyOn(AuditLog.prototype, 'record');

  const answers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await requestLink(form.email));

  expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect(mail.to(form.email, 'magicLink')).toHaveLength(3);
  expect(record.mock.calls.filter(([event]) => event === 'account_link.limited')).toHaveLength(2);
  record.mockRestore();

  await clock.advance(minutes(15) + 1000);
  await requestLink(form.email);
  expect(mail.to(form.email, 'magicLink')).toHaveLength(4);
});

it('answers a missing or malformed email with 400 and the message, sending nothing', async () => {
  const before = mail.sent.length;
  const missing = await requestLink('');
  expect(missing.statusCode).toBe(400);
  expect(missing.json<ErrorBody>().fieldErrors).toEqual({ email: 'Please enter your email address first.' });
  const malformed = await requestLink('not-an-email');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json<ErrorBody>().fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  expect(mail.sent.length).toBe(before);
});

it.each([
  ['an unknown token', 'A'.repeat(43)],
  ['no token', undefined],
  ['a token that is not text', 42],
])('refuses %s with 400', async (_label, token) => {
  const response = await verify(token);
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().message).toBe(INVALID);
});

it('does not take a password reset token as a sign-in link', async () => {
  const form = await registered();
  await identity.post('/account-links/password-reset', { email: form.email });
  const resetToken = mail.latestToken(form.email, 'passwordReset');

  expect((await verify(resetToken)).statusCode).toBe(400);
});
