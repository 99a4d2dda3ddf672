import { startTestKeys, type TestKeys } from '../../../tests/support/auth/test-keys';
import { uniqueEmail } from './factories/registration.factory';
import { requireTestDatabaseUrl, startIdentity, type SessionBody } from './support/identity-test-app';

const ADMIN_EMAIL = uniqueEmail('first.admin');
const ADMIN_PASSWORD = 'a long first-admin password';

let keys: TestKeys;

beforeAll(async () => {
  requireTestDatabaseUrl();
  keys = await startTestKeys();
});

afterAll(async () => {
  await keys?.close();
});

const bootWith = (email: string, password: string) =>
  startIdentity({ BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password }, keys);

it('creates the first admin from BOOTSTRAP_ADMIN_EMAIL/PASSWORD on the first boot', async () => {
  const identity = await bootWith(ADMIN_EMAIL, ADMIN_PASSWORD);
  try {
    expect(await identity.sql('SELECT email, is_admin FROM users')).toEqual([{ email: ADMIN_EMAIL, is_admin: true }]);
    const signIn = await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<SessionBody>().user.isAdmin).toBe(true);
    // The operator configured the address: it counts as confirmed and no confirmation link is made.
    expect(signIn.json<SessionBody>().user.emailConfirmed).toBe(true);
    expect(await identity.sql('SELECT id FROM email_confirmation_tokens')).toEqual([]);
  } finally {
    await identity.close({ keepKeys: true });
  }
});

it('does not create it again on a second boot', async () => {
  const identity = await bootWith(ADMIN_EMAIL, ADMIN_PASSWORD);
  try {
    expect(await identity.sql('SELECT email, is_admin FROM users')).toEqual([{ email: ADMIN_EMAIL, is_admin: true }]);
  } finally {
    await identity.close({ keepKeys: true });
  }
});

it('creates no other admin once one exists, even when the variables name someone else', async () => {
  const identity = await bootWith(uniqueEmail('second.admin'), 'another long admin password');
  try {
    expect(await identity.sql('SELECT email, is_admin FROM users')).toEqual([{ email: ADMIN_EMAIL, is_admin: true }]);
  } finally {
    await identity.close({ keepKeys: true });
  }
});

it('keeps the first admin’s password (a later boot does not reset it)', async () => {
  const identity = await bootWith(ADMIN_EMAIL, 'a different long password');
  try {
    expect((await identity.signIn(ADMIN_EMAIL, 'a different long password')).statusCode).toBe(401);
    expect((await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  } finally {
    await identity.close({ keepKeys: true });
  }
});
