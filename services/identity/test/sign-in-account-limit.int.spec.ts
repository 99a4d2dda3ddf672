import { AuditLog } from '@village/kit';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const LOCKED = 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.';
const WRONG = 'Incorrect email or password';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const signInFrom = (ip: string, email: string, password: string) =>
  identity.app.inject({
    method: 'POST',
    url: '/sessions',
    headers: { 'content-type': 'application/json', 'x-village-client-ip': ip },
    payload: { email, password },
  });

async function registered(): Promise<{ email: string; password: string; userId: string }> {
  const form = validRegistration();
  const userId = (await identity.register(form)).json<SessionBody>().user.id;
  return { email: form.email, password: form.password, userId };
}

it(`answers the 6th sign-in within 15 minutes after 5 failures with 429 '${LOCKED}', even from other addresses and with the right password`, async () => {
  const member = await registered();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const failed = await signInFrom(`203.0.113.${attempt}`, member.email, 'not the password');
    expect(failed.statusCode).toBe(401);
    expect(failed.json<ErrorBody>().message).toBe(WRONG);
  }

  const locked = await signInFrom('198.51.100.7', member.email, member.password);

  expect(locked.statusCode).toBe(429);
  expect(locked.json<ErrorBody>().message).toBe(LOCKED);
  expect(locked.body).not.toContain('session');
  expect(
    await identity.sql('SELECT count(*)::int AS sessions FROM refresh_tokens WHERE user_id = $1', [member.userId]),
  ).toEqual([{ sessions: 1 }]);
});

it('counts each account on its own: another member still signs in', async () => {
  const locked = await registered();
  const other = await registered();
  for (let attempt = 0; attempt < 5; attempt += 1) await signInFrom('203.0.113.9', locked.email, 'wrong password');

  expect((await signInFrom('203.0.113.9', locked.email, locked.password)).statusCode).toBe(429);
  expect((await signInFrom('203.0.113.9', other.email, other.password)).statusCode).toBe(200);
});

it('answers an unknown email the same way, so the limit never tells whether an account exists', async () => {
  const nobody = uniqueEmail('nobody');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signInFrom('203.0.113.10', nobody, 'any password')).statusCode).toBe(401);
  }
  const sixth = await signInFrom('203.0.113.10', nobody, 'any password');
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json<ErrorBody>().message).toBe(LOCKED);
});

it('lets the member in again once the failures are older than the window, and a success clears the count', async () => {
  const member = await registered();
  for (let attempt = 0; attempt < 5; attempt += 1) await signInFrom('203.0.113.11', member.email, 'wrong password');
  expect((await signInFrom('203.0.113.11', member.email, member.password)).statusCode).toBe(429);

  await identity.sql("UPDATE sign_in_failures SET failed_at = now() - interval '16 minutes' WHERE email = $1", [
    member.email,
  ]);

  expect((await signInFrom('203.0.113.11', member.email, member.password)).statusCode).toBe(200);
  expect(
    await identity.sql('SELECT count(*)::int AS left FROM sign_in_failures WHERE email = $1', [member.email]),
  ).toEqual([{ left: 0 }]);
});

it('records each failure and the lock in the audit log with the account and the address, never the password', async () => {
  const member = await registered();
  const record = jest.spyOn(AuditLog.prototype, 'record');
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInFrom('203.0.113.12', member.email, 'guess-number-one');
    }
    await signInFrom('203.0.113.12', member.email, member.password);

    const events = record.mock.calls.map(([event, entry]) => ({ event, ...entry }));
    expect(events.filter((entry) => entry.event === 'sign_in.failed')).toHaveLength(5);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'sign_in.failed', accountId: member.userId, ip: '203.0.113.12' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'sign_in.locked', accountId: member.userId, ip: '203.0.113.12' }),
    );
    const written = JSON.stringify(record.mock.calls);
    expect(written).not.toContain('guess-number-one');
    expect(written).not.toContain(member.password);
  } finally {
    record.mockRestore();
  }
});
