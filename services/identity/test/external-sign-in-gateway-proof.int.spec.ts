import { AuditLog, seconds, TestClock } from '@village/kit';
import { randomBytes } from 'node:crypto';
import { uniqueEmail } from './factories/registration.factory';
import { postExternalSignIn, proofHeaders, type SigningOptions } from './support/external-sign-in';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;
let clock: TestClock;
let record: jest.SpyInstance;

beforeAll(async () => {
  record = jest.spyOn(AuditLog.prototype, 'record');
  clock = new TestClock(new Date('2026-12-01T10:00:00Z'));
  identity = await startIdentity({}, undefined, { clock });
});

afterAll(async () => {
  record.mockRestore();
  await identity?.close();
});

const claimsFor = (email: string) => ({
  provider: 'google',
  subject: `google-${email}`,
  email,
  emailVerified: true,
  firstName: 'Amara',
  lastName: 'Okafor',
});

/** What a refused call left behind: no member, no link, nothing in the outbox for that address. */
async function rowsFor(email: string): Promise<{ users: number; links: number }> {
  const [users] = await identity.sql<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
  const [links] = await identity.sql<{ n: number }>(
    'SELECT count(*)::int AS n FROM external_identities WHERE subject = $1',
    [`google-${email}`],
  );
  return { users: users.n, links: links.n };
}

const signedNow = (options: SigningOptions = {}): SigningOptions => ({ at: clock.now().getTime(), ...options });

it('signs the member in when the gateway signed the claims with the shared key', async () => {
  const email = uniqueEmail('proof');

  const response = await postExternalSignIn(identity, claimsFor(email), signedNow());

  expect(response.statusCode).toBe(200);
  expect(response.json<SessionBody>().user.email).toBe(email);
  expect(await rowsFor(email)).toEqual({ users: 1, links: 1 });
});

it.each<[string, SigningOptions, string]>([
  ['without a proof', { unsigned: true }, 'gateway proof missing'],
  ['signed with another key', { key: randomBytes(32).toString('base64') }, 'gateway proof wrong'],
  ['signed 61 seconds ago', { at: Date.parse('2026-12-01T09:58:59Z') }, 'gateway proof stale'],
  ['signed 61 seconds ahead', { at: Date.parse('2026-12-01T10:01:01Z') }, 'gateway proof stale'],
])('refuses claims %s, audits it, and makes no member or link', async (_case, options, detail) => {
  const email = uniqueEmail('forged');
  record.mockClear();

  const response = await postExternalSignIn(identity, claimsFor(email), { ...signedNow(), ...options });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    code: 'EXTERNAL_SIGN_IN_PROOF_REFUSED',
    message: 'The sign-in could not be confirmed as coming from Village. Please try again.',
  });
  expect(await rowsFor(email)).toEqual({ users: 0, links: 0 });
  expect(record).toHaveBeenCalledWith('sign_in.external_refused', expect.objectContaining({ detail }));
});

it('refuses a proof once more than a minute has passed since the gateway signed it', async () => {
  const email = uniqueEmail('replayed');
  const options = signedNow();

  await clock.advance(seconds(61));
  const response = await postExternalSignIn(identity, claimsFor(email), options);

  expect(response.statusCode).toBe(401);
  expect(await rowsFor(email)).toEqual({ users: 0, links: 0 });
});

it.each([
  ['another email', { email: uniqueEmail('victim') }],
  ['the email said verified', { emailVerified: true }],
  ['another subject', { subject: 'google-someone-else' }],
])('refuses a signed proof whose claims were changed on the way (%s)', async (_case, change) => {
  const signed = { ...claimsFor(uniqueEmail('attacker')), emailVerified: false };
  const sent = { ...signed, ...change };

  const response = await identity.post('/sessions/external', sent, proofHeaders(signed, signedNow()));

  expect(response.statusCode).toBe(401);
  expect(await rowsFor(sent.email)).toEqual({ users: 0, links: 0 });
});

it('refuses every call, audited, while identity has no EXTERNAL_SIGN_IN_KEY', async () => {
  const unkeyed = await startIdentity({ EXTERNAL_SIGN_IN_KEY: '' }, undefined, { clock });
  try {
    const email = uniqueEmail('unkeyed');
    record.mockClear();

    const response = await postExternalSignIn(unkeyed, claimsFor(email), signedNow());

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'EXTERNAL_SIGN_IN_NOT_SET_UP',
      message: 'Social sign-in is not set up',
    });
    expect(await rowsFor(email)).toEqual({ users: 0, links: 0 });
    expect(record).toHaveBeenCalledWith(
      'sign_in.external_refused',
      expect.objectContaining({ detail: 'gateway proof not set up' }),
    );
  } finally {
    await unkeyed.close();
  }
});
