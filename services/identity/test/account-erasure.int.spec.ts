import { decodeJwt } from 'jose';
import { UserErasedEvent } from '@village/proto';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { postExternalSignIn } from './support/external-sign-in';
import { eventsOf } from './support/identity-events';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const erase = (accessToken: string, body: Record<string, unknown>) =>
  identity.app.inject({
    method: 'POST',
    url: '/account/erase',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    payload: body,
  });

const revokedSessionIds = async (): Promise<string[]> =>
  (await identity.app.inject({ method: 'GET', url: '/sessions/revoked' }))
    .json<{ sessions: Array<{ sessionId: string }> }>()
    .sessions.map((revoked) => revoked.sessionId);

/** Every text column of identity's tables, as one string per row, for finding a value anywhere. */
async function textEverywhere(): Promise<string> {
  const columns = await identity.sql<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'identity' AND data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')`,
  );
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await identity.sql<{ value: string | null }>(`SELECT "${column}"::text AS value FROM "${table}"`);
    values.push(...rows.map((row) => `${table}.${column}=${row.value ?? ''}`));
  }
  return values.join('\n').toLowerCase();
}

it('refuses without the typed phrase or with a wrong password, and erases nothing', async () => {
  const form = validRegistration();
  const { session, user } = (await identity.register(form)).json<SessionBody>();

  const noPhrase = await erase(session.accessToken, { password: form.password, confirmation: 'yes' });
  expect(noPhrase.statusCode).toBe(400);
  expect(noPhrase.json<ErrorBody>().fieldErrors).toEqual({ confirmation: 'Type "erase my account" to confirm' });
  const wrongPassword = await erase(session.accessToken, { password: 'not it', confirmation: 'erase my account' });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json<ErrorBody>().fieldErrors).toEqual({ password: 'Your password is incorrect' });

  expect(await identity.sql('SELECT email FROM users WHERE id = $1', [user.id])).toEqual([{ email: form.email }]);
  expect((await eventsOf(identity, UserErasedEvent)).filter((event) => event.key === user.id)).toEqual([]);
});

it('ends every session, leaves nothing of the member in any identity table and publishes UserErased once', async () => {
  const form = validRegistration({ fullName: 'Philippa Quennell', city: 'Whitby', postcode: 'YO21 3PU' });
  const here = (await identity.register(form)).json<SessionBody>();
  const elsewhere = (await identity.signIn(form.email, form.password)).json<SessionBody>().session;

  const erased = await erase(here.session.accessToken, { password: form.password, confirmation: ' Erase My Account ' });

  expect(erased.statusCode).toBe(200);
  for (const old of [here.session, elsewhere]) {
    expect((await identity.refresh(old.refreshToken)).statusCode).toBe(401);
  }
  expect(await revokedSessionIds()).toEqual(
    expect.arrayContaining([decodeJwt(here.session.accessToken).sid, decodeJwt(elsewhere.accessToken).sid]),
  );
  const everything = await textEverywhere();
  for (const personal of [form.email, 'Philippa', 'Quennell', form.postcode, form.city]) {
    expect(everything).not.toContain(personal.toLowerCase());
  }
  const [row] = await identity.sql<{ full_name: string; erased_at: Date | null }>(
    'SELECT full_name, erased_at FROM users WHERE id = $1',
    [here.user.id],
  );
  expect(row.full_name).toBe('Former member');
  expect(row.erased_at).toBeInstanceOf(Date);
  // (A sign-in attempt records its address as a failure, so it comes after the search.)
  expect((await identity.signIn(form.email, form.password)).statusCode).toBe(401);
  const events = (await eventsOf(identity, UserErasedEvent)).filter((event) => event.key === here.user.id);
  expect(events.map((event) => event.message.userId)).toEqual([here.user.id]);

  // A second request (a double click) finds no account: nothing more is published.
  expect((await erase(here.session.accessToken, { confirmation: 'erase my account' })).statusCode).toBe(401);
  expect((await eventsOf(identity, UserErasedEvent)).filter((event) => event.key === here.user.id)).toHaveLength(1);
});

it('erases a member who signs in only with Google on the typed phrase alone (they have no password)', async () => {
  const email = uniqueEmail('social');
  const subject = `google-${Math.random().toString(36).slice(2)}`;
  const claims = { provider: 'google', subject, email, emailVerified: true, firstName: 'Amara', lastName: 'Okafor' };
  const signedIn = await postExternalSignIn(identity, claims);
  expect(signedIn.statusCode).toBe(200);
  const { user, session } = signedIn.json<SessionBody>();

  expect((await erase(session.accessToken, { confirmation: 'erase my account' })).statusCode).toBe(200);

  expect(
    await identity.sql('SELECT count(*)::int AS n FROM external_identities WHERE user_id = $1', [user.id]),
  ).toEqual([{ n: 0 }]);
  expect(await identity.sql('SELECT email FROM users WHERE id = $1', [user.id])).toEqual([
    { email: `erased-${user.id}@erased.invalid` },
  ]);
  // The same Google account signing in again is a new member, with nothing of the erased one.
  const again = await postExternalSignIn(identity, claims);
  expect(again.statusCode).toBe(200);
  expect(again.json<SessionBody>().user.id).not.toBe(user.id);
});
