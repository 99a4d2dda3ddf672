import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import { create, MemberSuspendedEvent, MemberSuspendedSchema, timestampFromDate } from '@village/proto';
import { decodeJwt } from 'jose';
import { eventually } from '../../../tests/support/eventually';
import { validRegistration } from './factories/registration.factory';
import { postExternalSignIn } from './support/external-sign-in';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import { RecordingMemberMail } from './support/recording-member-mail';

const SUSPENDED = 'This account has been suspended.';
let identity: IdentityTestApp;
const mail = new RecordingMemberMail();

beforeAll(async () => {
  identity = await startIdentity({ NODE_ENV: 'development' }, undefined, { memberMail: mail });
});

afterAll(async () => {
  await identity?.close();
});

const revokedSessionIds = async (): Promise<string[]> =>
  (await identity.app.inject({ method: 'GET', url: '/sessions/revoked' }))
    .json<{ sessions: Array<{ sessionId: string }> }>()
    .sessions.map((revoked) => revoked.sessionId);

async function suspend(memberId: string): Promise<void> {
  const envelope = createEnvelope(
    MemberSuspendedEvent,
    create(MemberSuspendedSchema, {
      memberId,
      reportId: randomUUID(),
      suspendedBy: randomUUID(),
      suspendedAt: timestampFromDate(new Date('2030-03-01T10:00:00Z')),
    }),
    { key: memberId },
  );
  await identity.publish(envelope);
  await eventually('the suspension to be processed', async () =>
    (await identity.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length ? true : undefined,
  );
}

const refusedAsSuspended = (response: { statusCode: number; json<T>(): T }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json<ErrorBody>().message).toBe(SUSPENDED);
};

it('marks the member suspended, ends every session and refuses every way of signing in', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>();
  const elsewhere = (await identity.signIn(form.email, form.password)).json<SessionBody>().session;
  const bystander = validRegistration();
  const bystanderSession = (await identity.register(bystander)).json<SessionBody>().session;

  await suspend(registered.user.id);

  expect(await identity.sql('SELECT suspended_at FROM users WHERE id = $1', [registered.user.id])).toEqual([
    { suspended_at: new Date('2030-03-01T10:00:00Z') },
  ]);
  for (const session of [registered.session, elsewhere]) {
    expect((await identity.refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await revokedSessionIds()).toContain(decodeJwt(session.accessToken).sid);
  }

  refusedAsSuspended(await identity.signIn(form.email, form.password));
  expect((await identity.signIn(form.email, 'not the password at all')).statusCode).toBe(401);

  await identity.post('/account-links/magic-link', { email: form.email });
  refusedAsSuspended(
    await identity.post('/account-links/magic-link/verify', { token: mail.latestToken(form.email, 'magicLink') }),
  );
  refusedAsSuspended(await identity.post('/sessions/development', { email: form.email }));
  refusedAsSuspended(
    await postExternalSignIn(identity, {
      provider: 'facebook',
      subject: `fb-${registered.user.id}`,
      email: form.email,
      emailVerified: true,
      firstName: 'Sam',
      lastName: 'Rivers',
    }),
  );

  expect((await identity.refresh(bystanderSession.refreshToken)).statusCode).toBe(200);
  expect((await identity.signIn(bystander.email, bystander.password)).statusCode).toBe(200);
});

it('keeps the first suspension time when the event comes again', async () => {
  const form = validRegistration();
  const registered = (await identity.register(form)).json<SessionBody>();
  await suspend(registered.user.id);
  await identity.sql("UPDATE users SET suspended_at = '2030-01-01T00:00:00Z' WHERE id = $1", [registered.user.id]);
  await suspend(registered.user.id);
  expect(await identity.sql('SELECT suspended_at FROM users WHERE id = $1', [registered.user.id])).toEqual([
    { suspended_at: new Date('2030-01-01T00:00:00Z') },
  ]);
});
