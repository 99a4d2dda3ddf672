import { validRegistration, type RegistrationFields } from './factories/registration.factory';
import { startIdentity, userRegisteredEvents, type ErrorBody, type IdentityTestApp } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

type Case = [field: keyof RegistrationFields, value: string | undefined, message: string];

// Section 5 of the product spec, word for word.
const cases: Case[] = [
  ['fullName', 'S', 'Full name must be at least 2 characters'],
  ['fullName', '   S   ', 'Full name must be at least 2 characters'],
  ['email', 'sam.rivers.example.test', 'Please enter a valid email address'],
  ['email', 'sam@', 'Please enter a valid email address'],
  ['password', 'seven77', 'Password must be at least 8 characters'],
  ['postcode', 'LS', 'Please enter your postcode/zip code'],
  ['country', '', 'Please select your country'],
  ['country', 'Atlantis', 'Please select your country'],
  ['country', undefined, 'Please select your country'],
  ['city', 'L', 'Please enter your city/town'],
];

describe.each(cases)('registering with %s = %j', (field, value, message) => {
  const form: Record<string, unknown> = validRegistration();
  if (value === undefined) delete form[field];
  else form[field] = value;

  let eventsBefore: number;
  let status: number;
  let body: ErrorBody;

  beforeAll(async () => {
    eventsBefore = (await userRegisteredEvents(identity)).length;
    const response = await identity.register(form);
    status = response.statusCode;
    body = response.json<ErrorBody>();
  });

  it(`answers 400 '${message}'`, () => {
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.fieldErrors?.[field]).toBe(message);
  });

  it('creates no member, no credentials and no event', async () => {
    const users = await identity.sql('SELECT id FROM users WHERE email = $1', [
      String(form.email).trim().toLowerCase(),
    ]);
    expect(users).toEqual([]);
    expect(await identity.sql('SELECT user_id FROM credentials')).toEqual([]);
    expect((await userRegisteredEvents(identity)).length).toBe(eventsBefore);
  });
});
