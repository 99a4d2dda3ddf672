import { minutes, TestClock } from '@village/kit';
import { validRegistration } from './factories/registration.factory';
import { confirmationMailsTo } from './support/email-confirmation';
import { startIdentity, type IdentityTestApp } from './support/identity-test-app';

let identity: IdentityTestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
  identity = await startIdentity({}, undefined, { clock });
});

afterAll(async () => {
  await identity?.close();
});

it('sends the email again a minute later when the SMTP server refused it', async () => {
  const form = validRegistration();
  identity.smtp.refuseNext(1);
  expect((await identity.register(form)).statusCode).toBe(201);

  expect(await clock.runDue()).toEqual({ completed: 0, retried: 1, failed: 0 });
  expect(confirmationMailsTo(identity, form.email)).toHaveLength(0);

  await clock.advance(minutes(2));
  // Other jobs fall due in two minutes too (the Google Calendar sweep runs every minute): only the mail is counted.
  expect(await clock.runDue()).toMatchObject({ retried: 0, failed: 0 });
  expect(confirmationMailsTo(identity, form.email)).toHaveLength(1);
});
