import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const WRONG = 'Incorrect email or password';

let identity: IdentityTestApp;
const form = validRegistration();
let userId: string;

beforeAll(async () => {
  identity = await startIdentity();
  userId = (await identity.register(form)).json<SessionBody>().user.id;
});

afterAll(async () => {
  await identity?.close();
});

it(`answers a wrong password and an unknown email with the same 401 '${WRONG}'`, async () => {
  const wrongPassword = await identity.signIn(form.email, `${form.password}!`);
  const unknownEmail = await identity.signIn(uniqueEmail('nobody'), form.password);

  expect(wrongPassword.statusCode).toBe(401);
  expect(unknownEmail.statusCode).toBe(401);
  expect(wrongPassword.json<ErrorBody>().message).toBe(WRONG);
  expect(unknownEmail.body).toBe(wrongPassword.body);
});

it('opens no session for a wrong password', async () => {
  await identity.signIn(form.email, 'not the password');
  // Only the registration's own session exists.
  expect(await identity.sql('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1', [userId])).toEqual([
    { n: 1 },
  ]);
});

it.each([
  [{ email: 'not-an-email', password: 'whatever1' }, 'Please enter a valid email address'],
  [{ email: form.email, password: '' }, 'Please enter your password'],
])('refuses the sign-in form %j with 400 %j', async (credentials, message) => {
  const response = await identity.post('/sessions', credentials);
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().message).toBe(message);
});
