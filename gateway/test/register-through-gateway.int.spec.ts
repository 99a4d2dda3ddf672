import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, registrationMultipart } from './support/gateway-test-app';

const stack = gatewayForFile();

it('registers through POST /api/register: 201, the member, httpOnly session cookies, and the row in identity', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();
  const form = validRegistration();

  const response = await browser.request('POST', '/api/register', registrationMultipart(form));

  expect(response.statusCode).toBe(201);
  const body = response.json<{ user: { id: string; email: string; isAdmin: boolean }; redirectUrl: string }>();
  expect(body).toMatchObject({ user: { email: form.email, isAdmin: false }, redirectUrl: '/' });
  expect(response.body).not.toContain(form.password);
  expect(response.body).not.toContain('accessToken');
  const set = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
  expect(set.village_at).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(set.village_rt).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await stack.identity.sql('SELECT email FROM users WHERE id = $1', [body.user.id])).toEqual([
    { email: form.email },
  ]);

  // Signed in now: /api/login sends the member home rather than to the sign-in page.
  const login = await browser.request('GET', '/api/login');
  expect(login.statusCode).toBe(302);
  expect(login.headers.location).toBe('/');
});

it("shows identity's validation message for an invalid field, and creates nothing", async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();
  const form = validRegistration({ city: 'L' });

  const response = await browser.request('POST', '/api/register', registrationMultipart(form));

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'Please enter your city/town',
    code: 'VALIDATION',
    fieldErrors: { city: 'Please enter your city/town' },
  });
  expect(response.cookies.filter((cookie) => cookie.name !== 'village_csrf')).toEqual([]);
  expect(await stack.identity.sql('SELECT id FROM users WHERE email = $1', [form.email])).toEqual([]);
});

it('does not let a client make itself admin through the form', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();
  const form = validRegistration();

  const response = await browser.request('POST', '/api/register', registrationMultipart({ ...form, isAdmin: 'true' }));

  expect(response.statusCode).toBe(201);
  expect(await stack.identity.sql('SELECT is_admin FROM users WHERE email = $1', [form.email])).toEqual([
    { is_admin: false },
  ]);
});
