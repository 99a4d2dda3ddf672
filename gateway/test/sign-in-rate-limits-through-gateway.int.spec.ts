import { Writable } from 'node:stream';
import pino from 'pino';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser } from './support/gateway-test-app';

const PER_ADDRESS = 'Too many attempts from your network. Please wait a minute and try again.';
const PER_ACCOUNT = 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.';

/** Every line the gateway logged, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const stack = gatewayForFile({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, pino({ level: 'info' }, sink));

/** A browser at its own address: the per-address limit counts each address on its own. */
async function browserAt(address: string): Promise<(payload: object) => ReturnType<Browser['request']>> {
  const browser = new Browser(stack.gateway);
  await browser.open();
  return async (payload) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: address,
      payload,
      cookies: Object.fromEntries(browser.cookies),
      headers: { 'x-csrf-token': browser.cookies.get('village_csrf')! },
    });
}

it(`answers the 4th sign-in within a minute from one address with 429 '${PER_ADDRESS}', and records it in the audit log`, async () => {
  const signIn = await browserAt('203.0.113.50');
  const attempt = { email: 'someone@example.test', password: 'guess-number-one' };
  for (let count = 0; count < 3; count += 1) expect((await signIn(attempt)).statusCode).toBe(401);

  const limited = await signIn(attempt);

  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ message: PER_ADDRESS });
  expect(limited.body).not.toMatch(/rate limit exceeded/i);
  // Another address is not affected.
  expect((await (await browserAt('203.0.113.51'))(attempt)).statusCode).toBe(401);

  const audit = logLines.filter((line) => line.name === 'audit' && line.event === 'rate_limit.exceeded');
  expect(audit).toContainEqual(
    expect.objectContaining({ ip: '203.0.113.50', detail: 'POST /api/auth/signin', correlationId: expect.any(String) }),
  );
  expect(JSON.stringify(logLines)).not.toContain('guess-number-one');
});

it(`answers the 6th sign-in for one account with identity's 429 '${PER_ACCOUNT}', even from fresh addresses`, async () => {
  const form = validRegistration();
  expect((await stack.identity.register(form)).statusCode).toBe(201);
  for (let count = 0; count < 5; count += 1) {
    const wrong = await (
      await browserAt(`198.51.100.${count + 1}`)
    )({ email: form.email, password: 'not my password' });
    expect(wrong.statusCode).toBe(401);
  }

  const locked = await (await browserAt('198.51.100.99'))({ email: form.email, password: form.password });

  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ message: PER_ACCOUNT, code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
  expect(locked.cookies.find((cookie) => cookie.name === 'village_at')).toBeUndefined();
});

it('marks sign-in answers Cache-Control: no-store', async () => {
  const response = await (await browserAt('203.0.113.60'))({ email: 'someone@example.test', password: 'x' });
  expect(response.headers['cache-control']).toBe('no-store');
});
