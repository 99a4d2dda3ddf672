import { hours, seconds, TestClock } from '@village/kit';
import { validRegistration } from './factories/registration.factory';
import { confirmationMailsTo, confirmationTokenIn, confirmEmail, refusalOf } from './support/email-confirmation';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
  identity = await startIdentity({}, undefined, { clock });
});

afterAll(async () => {
  await identity?.close();
});

async function registerAndReadToken(): Promise<{ userId: string; token: string }> {
  const form = validRegistration();
  const { user } = (await identity.register(form)).json<SessionBody>();
  await clock.runDue();
  const [mail] = confirmationMailsTo(identity, form.email);
  return { userId: user.id, token: confirmationTokenIn(mail) };
}

it('refuses a link opened more than 24 hours after it was sent, and the member stays unconfirmed', async () => {
  const { userId, token } = await registerAndReadToken();

  await clock.advance(hours(24) + seconds(1));
  const answer = await confirmEmail(identity, token);

  expect(refusalOf(answer)).toEqual({
    message: "This confirmation link has expired. Sign in and choose 'Resend email' to get a new one.",
    code: 'BAD_USER_INPUT',
    errorCode: 'EMAIL_CONFIRMATION_TOKEN_EXPIRED',
  });
  const [row] = await identity.sql<{ email_confirmed: boolean }>('SELECT email_confirmed FROM users WHERE id = $1', [
    userId,
  ]);
  expect(row.email_confirmed).toBe(false);
});

it('accepts a link opened just before the 24 hours are up', async () => {
  const { userId, token } = await registerAndReadToken();

  await clock.advance(hours(24) - seconds(1));
  const answer = await confirmEmail(identity, token);

  expect(answer.data).toEqual({ confirmEmail: true });
  const [row] = await identity.sql<{ email_confirmed: boolean }>('SELECT email_confirmed FROM users WHERE id = $1', [
    userId,
  ]);
  expect(row.email_confirmed).toBe(true);
});
