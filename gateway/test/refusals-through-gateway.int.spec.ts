import { connect } from 'node:net';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { UNREADABLE_FORM } from '../src/rest/registration-form';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, registrationMultipart } from './support/gateway-test-app';

const stack = gatewayForFile();
let port: number;

beforeAll(async () => {
  await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  port = (stack.gateway.server.address() as { port: number }).port;
});

const usersWithEmail = (email: string) => stack.identity.sql('SELECT id FROM users WHERE email = $1', [email]);

/** What the gateway writes back to raw bytes on a socket (for what never becomes a Fastify request). */
function rawExchange(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
    });
  });
}

describe('registration', () => {
  it('refuses a NUL byte in a field with 400 naming the field, and creates no account', async () => {
    const browser = new Browser(stack.gateway);
    await browser.open();
    const form = validRegistration({ fullName: 'Nul\u0000Byte' });

    const response = await browser.request('POST', '/api/register', registrationMultipart(form));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Full name contains characters that are not allowed',
      code: 'VALIDATION',
      fieldErrors: { fullName: 'Full name contains characters that are not allowed' },
    });
    expect(await usersWithEmail(form.email)).toEqual([]);
  });

  it(`refuses a multipart body without a boundary with 400 '${UNREADABLE_FORM}', and creates no account`, async () => {
    const browser = new Browser(stack.gateway);
    await browser.open();
    const form = validRegistration();
    const { payload } = registrationMultipart(form);

    const response = await browser.request('POST', '/api/register', {
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_FORM, code: 'MALFORMED_REQUEST' });
    expect(await usersWithEmail(form.email)).toEqual([]);
  });
});

describe('sign-in', () => {
  it.each([
    [
      'a NUL byte in the email',
      '{"email":"sam\\u0000@example.test","password":"x"}',
      400,
      'Email contains characters that are not allowed',
    ],
    ['an email that is not text', '{"email":42,"password":"x"}', 400, 'Please enter a valid email address'],
    ['a missing password', '{"email":"sam@example.test"}', 400, 'Please enter your password'],
    ['a body that is not an object', '["sam@example.test","x"]', 400, 'Send your email and password as a JSON object.'],
    ['malformed JSON', '{"email":', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 400, 'The request body is empty: send a JSON object.'],
  ])('refuses %s with %i and a clear message', async (_case, payload, status, message) => {
    const browser = new Browser(stack.gateway);
    await browser.open();

    const response = await browser.request('POST', '/api/auth/signin', {
      payload,
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(browser.cookies.has('village_at')).toBe(false);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const browser = new Browser(stack.gateway);
    await browser.open();

    const response = await browser.request('POST', '/api/auth/signin', {
      payload: 'email=sam@example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });
});

describe('requests that never reach a route', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a URL that does not decode with 400 JSON', async () => {
    const answer = await rawExchange('GET /api/%zz HTTP/1.1\r\nHost: village.test\r\nConnection: close\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      body: { message: 'The request URL is malformed.', code: 'MALFORMED_REQUEST' },
    });
  });

  it('answers headers that are too large with 431 JSON', async () => {
    const answer = await rawExchange(
      `GET /api/auth/user HTTP/1.1\r\nHost: village.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toEqual({
      status: 431,
      body: { message: 'The request headers are too large.', code: 'MALFORMED_REQUEST' },
    });
  });

  it('answers bytes that are not HTTP with 400 JSON', async () => {
    const answer = await rawExchange('HELLO\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: { message: 'The request is malformed.', code: 'MALFORMED_REQUEST' } });
  });
});
