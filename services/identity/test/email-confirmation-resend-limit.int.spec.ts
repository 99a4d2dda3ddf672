import { minutes, TestClock } from '@village/kit';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import {
  confirmationMailsTo,
  confirmationTokenIn,
  confirmEmail,
  refusalOf,
  resendConfirmation,
} from './support/email-confirmation';
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

const TOO_MANY =
  'We have sent 3 confirmation emails in the last hour. Please check your inbox (and spam folder), or try again later.';

it('sends a new link on request three times an hour, then answers 429 until the hour has passed', async () => {
  const form = validRegistration();
  const { session } = (await identity.register(form)).json<SessionBody>();

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answer = await resendConfirmation(identity, session.accessToken);
    expect(answer.data).toEqual({ resendEmailConfirmation: true });
    await clock.advance(minutes(5));
  }
  const refused = await resendConfirmation(identity, session.accessToken);
  expect(refusalOf(refused)).toEqual({
    message: TOO_MANY,
    code: 'RATE_LIMITED',
    errorCode: 'EMAIL_CONFIRMATION_TOO_MANY_RESENDS',
  });
  await clock.runDue();
  // The registration's email and three more: the refused request sent nothing.
  expect(confirmationMailsTo(identity, form.email)).toHaveLength(4);

  await clock.advance(minutes(46));
  expect((await resendConfirmation(identity, session.accessToken)).data).toEqual({ resendEmailConfirmation: true });
  await clock.runDue();
  const mails = confirmationMailsTo(identity, form.email);
  expect(mails).toHaveLength(5);
  // Each email has its own link, and any of them still works.
  expect(new Set(mails.map(confirmationTokenIn)).size).toBe(5);
  expect((await confirmEmail(identity, confirmationTokenIn(mails[0]))).data).toEqual({ confirmEmail: true });
});

it('refuses a resend once the address is confirmed', async () => {
  const form = validRegistration();
  const { session } = (await identity.register(form)).json<SessionBody>();
  await clock.runDue();
  await confirmEmail(identity, confirmationTokenIn(confirmationMailsTo(identity, form.email)[0]));

  const answer = await resendConfirmation(identity, session.accessToken);

  expect(refusalOf(answer)).toEqual({
    message: 'Your email address is already confirmed.',
    code: 'CONFLICT',
    errorCode: 'EMAIL_ALREADY_CONFIRMED',
  });
});

it('refuses a resend to a visitor', async () => {
  const answer = await subgraphQuery(identity.app, null, 'mutation { resendEmailConfirmation }');
  expect(refusalOf(answer)).toMatchObject({ message: 'Sign in required', code: 'UNAUTHENTICATED' });
});
