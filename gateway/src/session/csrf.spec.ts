// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from './cookies';
import { CSRF_HEADER, csrfTokenValid, ensureCsrfCookie } from './csrf';

/** The gateway's CSRF gate on its own: issue the cookie, refuse an unsafe request whose header does not echo it. */
async function gatedApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    ensureCsrfCookie(request, reply, false);
    if (!csrfTokenValid(request, false)) return reply.status(403).send({ message: 'refused' });
  });
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/thing', async () => ({ ok: true }));
  app.delete('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await gatedApp();
});

afterAll(async () => {
  await app.close();
});

async function issuedToken(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/thing' });
  const cookie = response.cookies.find((candidate) => candidate.name === CSRF_COOKIE);
  expect(cookie).toBeDefined();
  return cookie!.value;
}

describe('CSRF double-submit token', () => {
  it('issues a readable, same-site-strict token cookie on the first request, and lets GET through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('does not replace a token the browser already has', async () => {
    const token = await issuedToken();
    const response = await app.inject({ method: 'GET', url: '/api/thing', cookies: { [CSRF_COOKIE]: token } });
    expect(response.cookies.find((candidate) => candidate.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('lets a GET through without any header or cookie', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/thing' })).statusCode).toBe(200);
  });

  it('refuses an unsafe request without the header', async () => {
    const token = await issuedToken();
    const response = await app.inject({ method: 'POST', url: '/api/thing', cookies: { [CSRF_COOKIE]: token } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an unsafe request whose header does not match the cookie', async () => {
    const token = await issuedToken();
    const sameLength = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const header of [sameLength, `${token}x`, 'short']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/thing',
        cookies: { [CSRF_COOKIE]: token },
        headers: { [CSRF_HEADER]: header },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses an unsafe request carrying the header but no cookie', async () => {
    const token = await issuedToken();
    const response = await app.inject({ method: 'DELETE', url: '/api/thing', headers: { [CSRF_HEADER]: token } });
    expect(response.statusCode).toBe(403);
  });

  it('lets an unsafe request through when the header echoes the cookie', async () => {
    const token = await issuedToken();
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/thing',
        cookies: { [CSRF_COOKIE]: token },
        headers: { [CSRF_HEADER]: token },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
