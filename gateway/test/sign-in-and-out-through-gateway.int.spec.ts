import { gatewayWithMember } from './support/gateway-fixture';
import { Browser } from './support/gateway-test-app';

const stack = gatewayWithMember();
const form = stack.member;

const signIn = (browser: Browser, email: string, password: string) =>
  browser.request('POST', '/api/auth/signin', { payload: { email, password } });

it("answers a wrong password and an unknown email with identity's 401 'Incorrect email or password'", async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();

  const wrong = await signIn(browser, form.email, 'not my password');
  const unknown = await signIn(browser, 'nobody@example.test', form.password);

  for (const response of [wrong, unknown]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Incorrect email or password');
  }
  expect(browser.cookies.has('village_at')).toBe(false);
});

it('signs in (session cookies set) and signs out (cookies cleared, refresh token revoked in identity)', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();

  const signedIn = await signIn(browser, form.email, form.password);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json().user.email).toBe(form.email);
  const refreshToken = browser.cookies.get('village_rt');
  expect(refreshToken).toBeDefined();
  expect(browser.cookies.has('village_at')).toBe(true);

  const logout = await browser.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(logout.statusCode).toBe(302);
  expect(logout.headers.location).toBe('/');
  expect(browser.cookies.has('village_at')).toBe(false);
  expect(browser.cookies.has('village_rt')).toBe(false);

  expect((await stack.identity.refresh(refreshToken!)).statusCode).toBe(401);
  const login = await browser.request('GET', '/api/login');
  expect(login.headers.location).toBe('/signin');
});
