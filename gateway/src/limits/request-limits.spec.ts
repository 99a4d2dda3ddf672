// First: loads cookie (ESM-only) through Node's loader for inject(); see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../errors/error-handler';
import { registerRequestLimits } from './request-limits';

let app: FastifyInstance;

/** A fresh app per test: the counts live in the app. Limits: 3 per IP, 2 per account, per minute. */
beforeEach(async () => {
  app = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  registerErrorHandling(app);
  // As the gateway's session hook does: the verified token's user id (here: a header the test sets).
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-test-user'];
    request.gatewayContext = {
      accessToken: userId ? 'token' : null,
      userId: typeof userId === 'string' ? userId : null,
      correlationId: 'test',
    };
  });
  registerRequestLimits(app, {
    graphql: { perIpPerMinute: 3, perAccountPerMinute: 2 },
    apiWrites: { perIpPerMinute: 3, perAccountPerMinute: 2 },
  });
  app.post('/api/things', async () => ({ ok: true }));
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/bye', { config: { changesState: true } }, async () => ({ ok: true }));
  app.post('/graphql', async () => ({ data: {} }));
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, from: { ip?: string; user?: string } = {}) =>
  app.inject({
    method,
    url,
    remoteAddress: from.ip ?? '10.0.0.1',
    headers: from.user ? { 'x-test-user': from.user } : {},
  });

const statuses = async (count: number, send: () => ReturnType<typeof call>) => {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await send()).statusCode);
  return seen;
};

describe('rate limits on state-changing /api routes', () => {
  it('answers 429 with a clear message and Retry-After once an address is over its limit', async () => {
    expect(await statuses(3, () => call('POST', '/api/things'))).toEqual([200, 200, 200]);

    const refused = await call('POST', '/api/things');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call('POST', '/api/things', { ip: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('counts a signed-in account across addresses', async () => {
    expect(await statuses(2, () => call('POST', '/api/things', { ip: '10.0.0.1', user: 'member-a' }))).toEqual([
      200, 200,
    ]);

    const fromElsewhere = await call('POST', '/api/things', { ip: '10.0.0.9', user: 'member-a' });

    expect(fromElsewhere.statusCode).toBe(429);
    // Another member on the first address still has their own allowance.
    expect((await call('POST', '/api/things', { ip: '10.0.0.1', user: 'member-b' })).statusCode).toBe(200);
  });

  it('does not limit reads, but limits a GET route that changes state', async () => {
    expect(await statuses(5, () => call('GET', '/api/things'))).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(4, () => call('GET', '/api/bye'))).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits on /graphql', () => {
  it('answers 429 in GraphQL’s shape once an address is over its limit', async () => {
    expect(await statuses(3, () => call('POST', '/graphql'))).toEqual([200, 200, 200]);

    const refused = await call('POST', '/graphql');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many requests/), extensions: { code: 'RATE_LIMITED' } }],
    });
  });

  it('keeps separate counts for /graphql and for /api writes', async () => {
    expect(await statuses(3, () => call('POST', '/graphql'))).toEqual([200, 200, 200]);
    expect((await call('POST', '/api/things')).statusCode).toBe(200);
  });
});
