import { AuditLog } from '@village/kit';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import { postExternalSignIn } from './support/external-sign-in';

let identity: IdentityTestApp;
let record: jest.SpyInstance;

beforeAll(async () => {
  record = jest.spyOn(AuditLog.prototype, 'record');
  identity = await startIdentity();
});

afterAll(async () => {
  record.mockRestore();
  await identity?.close();
});

const rowsOf = async (userId: string) => ({
  user: await identity.sql(
    'SELECT email, full_name, city, postcode, country, has_pending_signup FROM users WHERE id = $1',
    [userId],
  ),
  links: await identity.sql('SELECT provider, subject FROM external_identities WHERE user_id = $1', [userId]),
  sessions: await identity.sql('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1', [userId]),
});

it('links a verified Facebook email to the existing account and signs that member in, leaving the profile as it was', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>();

  const response = await postExternalSignIn(identity, {
    provider: 'facebook',
    subject: 'fb-1001',
    email: form.email,
    emailVerified: true,
    firstName: 'Someone',
    lastName: 'Else',
  });

  expect(response.statusCode).toBe(200);
  const body = response.json<SessionBody & { outcome: string }>();
  expect(body.outcome).toBe('linked');
  expect(body.user).toMatchObject({ id: registered.user.id, fullName: 'Sam Rivers', city: 'Leeds' });
  expect((await rowsOf(registered.user.id)).links).toEqual([{ provider: 'facebook', subject: 'fb-1001' }]);
  expect(record).toHaveBeenCalledWith(
    'external_identity.linked',
    expect.objectContaining({ accountId: registered.user.id, detail: 'facebook: existing account' }),
  );
  // The password still works: linking adds a way in, it takes none away.
  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(200);
});

it('refuses to link an existing account when the provider has not verified the email, and changes nothing', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>();
  const before = await rowsOf(registered.user.id);

  const response = await postExternalSignIn(identity, {
    provider: 'google',
    subject: 'google-attacker',
    email: form.email,
    emailVerified: false,
    firstName: 'Not',
    lastName: 'Sam',
  });

  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'EXTERNAL_ACCOUNT_NOT_LINKED',
    message:
      'An account with this email already exists, and Google has not confirmed that the address is yours. ' +
      'Sign in with your email and password instead.',
  });
  expect(response.body).not.toContain('refreshToken');
  expect(await rowsOf(registered.user.id)).toEqual(before);
  expect(before.links).toEqual([]);
  expect(record).toHaveBeenCalledWith(
    'sign_in.external_refused',
    expect.objectContaining({ accountId: registered.user.id, detail: 'google: email not verified by the provider' }),
  );
});
