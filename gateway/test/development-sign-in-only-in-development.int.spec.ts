// @fastify/swagger-ui (development only) loads an ES-only module that Jest's sandbox cannot require; Node loads it.
jest.mock('@fastify/swagger-ui', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('@fastify/swagger-ui') as unknown;
});

import pino from 'pino';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, whoAmI } from './support/gateway-test-app';

const silent = pino({ level: 'silent' });

describe('a gateway with NODE_ENV=development', () => {
  const stack = gatewayForFile({ NODE_ENV: 'development' }, silent, { NODE_ENV: 'development' });

  it('signs an existing member in by email alone, answering the member with firstName', async () => {
    const form = validRegistration({ fullName: 'Robin Hale' });
    await stack.identity.register(form);
    const browser = new Browser(stack.gateway);
    await browser.open();

    const response = await browser.request('POST', '/api/dev-signin', { payload: { email: form.email } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { user } = response.json<{ user: { id: string; firstName: string; email: string } }>();
    expect(user).toEqual(expect.objectContaining({ firstName: 'Robin', email: form.email }));
    expect(await whoAmI(stack, Object.fromEntries(browser.cookies))).toBe(user.id);
  });

  it('refuses an unknown email with 401 and sets no session', async () => {
    const browser = new Browser(stack.gateway);
    await browser.open();
    const response = await browser.request('POST', '/api/dev-signin', { payload: { email: 'nobody@example.test' } });
    expect(response.statusCode).toBe(401);
    expect(browser.cookies.has('village_at')).toBe(false);
  });

  it('lists the route in the OpenAPI document it serves', async () => {
    const document = (await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toContain('/api/dev-signin');
  });
});

describe.each(['production', 'test'])('a gateway with NODE_ENV=%s', (nodeEnv) => {
  const stack = gatewayForFile({ NODE_ENV: nodeEnv, COOKIE_SECURE: 'false' }, silent, { NODE_ENV: nodeEnv });

  it('answers 404 at /api/dev-signin and signs nobody in', async () => {
    const form = validRegistration();
    await stack.identity.register(form);
    const browser = new Browser(stack.gateway);
    await browser.open();

    const response = await browser.request('POST', '/api/dev-signin', { payload: { email: form.email } });

    expect(response.statusCode).toBe(404);
    expect([...browser.cookies.keys()].some((name) => name.includes('village_at'))).toBe(false);
  });

  it('leaves the route out of its OpenAPI document', async () => {
    const document = (await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toContain('/api/auth/signin');
    expect(Object.keys(document.paths)).not.toContain('/api/dev-signin');
  });
});
