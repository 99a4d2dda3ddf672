import { fromBinary, UserRegisteredSchema } from '@village/proto';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, userRegisteredEvents, type ErrorBody, type IdentityTestApp } from './support/identity-test-app';

const TAKEN = 'An account with this email already exists';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

async function eventsFor(email: string): Promise<number> {
  const events = await userRegisteredEvents(identity);
  return events.filter((event) => fromBinary(UserRegisteredSchema, event.payload).email === email).length;
}

describe.each([
  ['the same email', (email: string) => email],
  ['the email in other letter case', (email: string) => email.toUpperCase()],
  ['the email with surrounding spaces and mixed case', (email: string) => `  ${email.replace('parent', 'PaReNt')}\t`],
])('registering again with %s', (_label, variant) => {
  const email = uniqueEmail();

  beforeAll(async () => {
    const first = await identity.register(validRegistration({ email, fullName: 'First Parent' }));
    expect(first.statusCode).toBe(201);
  });

  it(`answers 409 '${TAKEN}' and leaves one member and one event`, async () => {
    const second = await identity.register(validRegistration({ email: variant(email), fullName: 'Second Parent' }));
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>()).toEqual({ message: TAKEN, code: 'EMAIL_TAKEN', fieldErrors: { email: TAKEN } });

    expect(await identity.sql('SELECT full_name FROM users WHERE lower(email) = $1', [email])).toEqual([
      { full_name: 'First Parent' },
    ]);
    expect(await identity.sql("SELECT count(*)::int AS n FROM users WHERE full_name = 'Second Parent'")).toEqual([
      { n: 0 },
    ]);
    expect(await eventsFor(email)).toBe(1);
  });
});

it('lets exactly one of two simultaneous registrations with one email through', async () => {
  const email = uniqueEmail();
  const answers = await Promise.all([
    identity.register(validRegistration({ email })),
    identity.register(validRegistration({ email: email.toUpperCase() })),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json<ErrorBody>().message).toBe(TAKEN);
  expect(await identity.sql('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).toEqual([{ n: 1 }]);
  expect(await eventsFor(email)).toBe(1);
});
