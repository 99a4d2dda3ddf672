// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../errors/error-handler';
import type { GatewayContext } from '../graph/gateway-context';
import { registerOpenApi } from '../openapi/openapi';
import { TOO_MANY_ATTEMPTS } from '../session/auth-rate-limit';
import { contactQueriesRoutes } from './contact-queries.routes';

const FORM = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Hosting',
  message: 'How do I host a playdate?',
};

const RESOLVED = {
  id: '7b0c2a52-8d5a-4f3c-9e61-1f2f4c5d6e7f',
  ...FORM,
  memberId: null,
  isResolved: true,
  createdAt: '2030-03-01T09:00:00.000Z',
  resolvedAt: '2030-03-01T10:00:00.000Z',
};

interface Asked {
  query: string;
  variables: Record<string, unknown>;
  accessToken: string | null;
}

/** The routes in front of a graph that records what it is asked and answers `answer`. */
async function contactApp(answer: unknown, accessToken: string | null, perMinute = 100) {
  const asked: Asked[] = [];
  const audited: string[] = [];
  const app: FastifyInstance = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(contactQueriesRoutes, {
    graph: {
      executeOperation: async (
        request: { query: string; variables: Record<string, unknown> },
        { contextValue }: { contextValue: GatewayContext },
      ) => {
        asked.push({ query: request.query, variables: request.variables, accessToken: contextValue.accessToken });
        return { body: { kind: 'single', singleResult: answer } };
      },
    } as never,
    rateLimitPerMinute: perMinute,
    audit: (event) => audited.push(event),
    contextOf: () => ({ accessToken, userId: accessToken ? 'admin-1' : null, correlationId: 'test-correlation' }),
  });
  await app.ready();
  return { app, asked, audited };
}

it('passes the contact form and its honeypot to the graph, and answers 201', async () => {
  const { app, asked } = await contactApp({ data: { submitContactQuery: { received: true } } }, null);
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact/queries',
    payload: { ...FORM, website: '' },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ received: true });
  expect(asked).toEqual([
    {
      query: expect.stringContaining('submitContactQuery'),
      variables: { input: { ...FORM, website: '' } },
      accessToken: null,
    },
  ]);
});

it('refuses a form that is not a JSON object, without asking the graph', async () => {
  const { app, asked } = await contactApp({ data: null }, null);
  const response = await app.inject({ method: 'POST', url: '/api/contact/queries', payload: { firstName: 7 } });
  expect(response.statusCode).toBe(400);
  expect(asked).toEqual([]);
});

it(`limits the contact form per address: 429 '${TOO_MANY_ATTEMPTS}' and an audit line`, async () => {
  const { app, audited } = await contactApp({ data: { submitContactQuery: { received: true } } }, null, 2);
  const send = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/contact/queries', payload: FORM, remoteAddress });
  expect((await send('203.0.113.7')).statusCode).toBe(201);
  expect((await send('203.0.113.7')).statusCode).toBe(201);
  const limited = await send('203.0.113.7');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
  expect(audited).toEqual(['rate_limit.exceeded']);
  expect((await send('203.0.113.8')).statusCode).toBe(201);
});

it('answers 401 to a signed-out list or resolve without asking the graph', async () => {
  const { app, asked } = await contactApp({ data: null }, null);
  expect((await app.inject({ method: 'GET', url: '/api/contact/queries' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: `/api/contact/queries/${RESOLVED.id}/resolve` })).statusCode).toBe(
    401,
  );
  expect(asked).toEqual([]);
});

it('lists the queries for a signed-in caller, not cached', async () => {
  const { app } = await contactApp({ data: { contactQueries: [RESOLVED] } }, 'token');
  const response = await app.inject({ method: 'GET', url: '/api/contact/queries' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ queries: [RESOLVED] });
});

it("resolves by id, and answers community's refusal of a second resolve with 409 and its message", async () => {
  const { app, asked } = await contactApp({ data: { resolveContactQuery: RESOLVED } }, 'token');
  const resolved = await app.inject({ method: 'POST', url: `/api/contact/queries/${RESOLVED.id}/resolve` });
  expect(resolved.statusCode).toBe(200);
  expect(resolved.json()).toEqual(RESOLVED);
  expect(asked[0]?.variables).toEqual({ id: RESOLVED.id });

  const refusal = {
    data: null,
    errors: [
      {
        message: 'This query is already resolved.',
        extensions: { code: 'CONFLICT', errorCode: 'CONTACT_QUERY_ALREADY_RESOLVED' },
      },
    ],
  };
  const { app: again } = await contactApp(refusal, 'token');
  const conflict = await again.inject({ method: 'POST', url: `/api/contact/queries/${RESOLVED.id}/resolve` });
  expect(conflict.statusCode).toBe(409);
  expect(conflict.json()).toMatchObject({ message: 'This query is already resolved.' });
});
