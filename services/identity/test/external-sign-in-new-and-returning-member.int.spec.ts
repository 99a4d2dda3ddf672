import { AuditLog } from '@village/kit';
import { uniqueEmail } from './factories/registration.factory';
import {
  startIdentity,
  userRegisteredEvents,
  type IdentityTestApp,
  type SessionBody,
} from './support/identity-test-app';
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

const googleSignIn = (fields: Record<string, unknown>) =>
  postExternalSignIn(identity, {
    provider: 'google',
    subject: `google-${Math.random().toString(36).slice(2)}`,
    email: uniqueEmail('social'),
    emailVerified: true,
    firstName: 'Amara',
    lastName: 'Okafor',
    ...fields,
  });

it('makes a new member from a verified Google identity: no password, location still to give, signup pending', async () => {
  const email = uniqueEmail('amara');

  const response = await googleSignIn({ subject: 'google-new-1', email: email.toUpperCase() });

  expect(response.statusCode).toBe(200);
  const { user, session } = response.json<SessionBody & { outcome: string }>();
  expect(response.json()).toMatchObject({ outcome: 'created' });
  expect(user).toMatchObject({
    email,
    fullName: 'Amara Okafor',
    firstName: 'Amara',
    lastName: 'Okafor',
    city: '',
    postcode: '',
    country: '',
    hasPendingSignup: true,
    isAdmin: false,
  });
  expect((await identity.refresh(session.refreshToken)).statusCode).toBe(200);
  expect(await identity.sql('SELECT count(*)::int AS n FROM credentials WHERE user_id = $1', [user.id])).toEqual([
    { n: 0 },
  ]);
  expect(await identity.sql('SELECT provider, subject FROM external_identities WHERE user_id = $1', [user.id])).toEqual(
    [{ provider: 'google', subject: 'google-new-1' }],
  );
  expect((await userRegisteredEvents(identity)).filter((event) => event.key === user.id)).toHaveLength(1);
  expect(record).toHaveBeenCalledWith(
    'external_identity.linked',
    expect.objectContaining({ accountId: user.id, detail: 'google: new account' }),
  );
  // No password exists, so none signs in.
  expect((await identity.signIn(email, 'any password at all')).statusCode).toBe(401);
});

it('signs the same member in again by subject, even when the provider now reports another email', async () => {
  const first = (await googleSignIn({ subject: 'google-returning' })).json<SessionBody>();

  const again = await googleSignIn({
    subject: 'google-returning',
    email: uniqueEmail('renamed'),
    emailVerified: false,
  });

  expect(again.statusCode).toBe(200);
  const body = again.json<SessionBody & { outcome: string }>();
  expect(body.outcome).toBe('signed-in');
  expect(body.user.id).toBe(first.user.id);
  expect(body.user.email).toBe(first.user.email);
  expect(body.session.refreshToken).not.toBe(first.session.refreshToken);
  expect(
    await identity.sql('SELECT count(*)::int AS n FROM external_identities WHERE user_id = $1', [first.user.id]),
  ).toEqual([{ n: 1 }]);
  expect(record).toHaveBeenCalledWith(
    'sign_in.external',
    expect.objectContaining({ accountId: first.user.id, detail: 'google' }),
  );
});

it('refuses to make an account from an email the provider has not verified, and keeps nothing', async () => {
  const email = uniqueEmail('unverified');

  const response = await googleSignIn({ subject: 'google-unverified', email, emailVerified: false });

  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'EXTERNAL_EMAIL_UNVERIFIED',
    message:
      'Google has not confirmed your email address. Confirm it with Google first, or join with your email and a password.',
  });
  expect(await identity.sql('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).toEqual([{ n: 0 }]);
  expect(
    await identity.sql("SELECT count(*)::int AS n FROM external_identities WHERE subject = 'google-unverified'"),
  ).toEqual([{ n: 0 }]);
});

it('refuses what the gateway should never send: an unknown provider, no subject, no email', async () => {
  for (const fields of [{ provider: 'myspace' }, { subject: '' }, { email: undefined }, { emailVerified: 'yes' }]) {
    const response = await googleSignIn(fields);
    expect(response.statusCode).toBe(400);
  }
});
