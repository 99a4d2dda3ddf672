import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it('accepts every field at exactly its minimum length (name 2, password 8, postcode 3, city 2)', async () => {
  const form = validRegistration({
    fullName: 'Jo',
    password: '8charsOK',
    postcode: 'E14',
    city: 'Ur',
    country: 'Ireland',
  });
  const response = await identity.register(form);
  expect(response.statusCode).toBe(201);
  const { user } = response.json<SessionBody>();
  expect(user).toMatchObject({
    fullName: 'Jo',
    firstName: 'Jo',
    lastName: '',
    postcode: 'E14',
    city: 'Ur',
    country: 'Ireland',
  });
  expect(await identity.sql('SELECT email FROM users WHERE id = $1', [user.id])).toEqual([{ email: form.email }]);
});

it.each([
  'United Kingdom',
  'Ireland',
  'United States',
  'Canada',
  'Australia',
  'New Zealand',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
])('accepts the listed country %s', async (country) => {
  const response = await identity.register(validRegistration({ country }));
  expect(response.statusCode).toBe(201);
  expect(response.json<SessionBody>().user.country).toBe(country);
});
