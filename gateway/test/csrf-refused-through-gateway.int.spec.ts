import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, registrationMultipart } from './support/gateway-test-app';

const REFUSED = 'Your session could not be verified. Please refresh the page and try again.';

const stack = gatewayForFile();

it(`refuses a registration without the CSRF header with 403 '${REFUSED}' and creates nothing`, async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();
  const form = validRegistration();

  const response = await browser.request('POST', '/api/register', { ...registrationMultipart(form), csrf: false });

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: REFUSED, code: 'CSRF_REFUSED' });
  expect(await stack.identity.sql('SELECT id FROM users WHERE email = $1', [form.email])).toEqual([]);
});

it('refuses a sign-in whose CSRF header does not match the cookie', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();

  const response = await browser.request('POST', '/api/auth/signin', {
    payload: { email: 'someone@example.test', password: 'whatever password' },
    headers: { 'x-csrf-token': 'not-the-token-in-the-cookie' },
    csrf: false,
  });

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: REFUSED, code: 'CSRF_REFUSED' });
});

it('refuses a GraphQL POST without the header, but answers the same query by GET', async () => {
  const browser = new Browser(stack.gateway);
  await browser.open();

  const post = await browser.request('POST', '/graphql', {
    payload: { query: '{ __typename }' },
    headers: { 'content-type': 'application/json' },
    csrf: false,
  });
  expect(post.statusCode).toBe(403);

  const get = await browser.request('GET', '/graphql?query=%7B__typename%7D', {
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(get.statusCode).toBe(200);
  expect(get.json()).toEqual({ data: { __typename: 'Query' } });
});
