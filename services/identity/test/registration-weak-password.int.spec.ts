import { validRegistration } from './factories/registration.factory';
import { startIdentity, type ErrorBody, type IdentityTestApp } from './support/identity-test-app';

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const IS_EMAIL = 'Your password must not be your email address. Please choose another one.';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it.each(['password1', 'iloveyou', 'Sunshine1', 'QWERTYUIOP', '12345678'])(
  `refuses the common password %j with 400 '${TOO_COMMON}' and creates nothing`,
  async (password) => {
    const form = validRegistration({ password });

    const response = await identity.register(form);

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      message: TOO_COMMON,
      code: 'VALIDATION',
      fieldErrors: { password: TOO_COMMON },
    });
    expect(await identity.sql('SELECT id FROM users WHERE email = $1', [form.email])).toEqual([]);
  },
);

it(`refuses the member's own email, or the part before the @, with 400 '${IS_EMAIL}'`, async () => {
  const form = validRegistration({ email: 'sam.rivers.parent@example.test' });
  for (const password of ['sam.rivers.parent@example.test', 'SAM.Rivers.Parent@Example.test', 'sam.rivers.parent']) {
    const response = await identity.register({ ...form, password });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      message: IS_EMAIL,
      code: 'VALIDATION',
      fieldErrors: { password: IS_EMAIL },
    });
  }
  expect(await identity.sql('SELECT id FROM users WHERE email = $1', [form.email])).toEqual([]);
});

it('keeps the spec’s message for a short password, even a common one', async () => {
  const response = await identity.register(validRegistration({ password: '123456' }));
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>().fieldErrors).toEqual({ password: 'Password must be at least 8 characters' });
});

it('accepts an uncommon password that is not the email', async () => {
  expect((await identity.register(validRegistration({ password: 'lanterns over the harbour' }))).statusCode).toBe(201);
});
