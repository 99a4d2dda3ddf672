// First: loads cookie (ESM-only) through Node's loader for inject(); see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { ErrorKind, DomainError, UNEXPECTED_ERROR_MESSAGE } from '@village/kit/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { z } from 'zod';
import { registerOpenApi } from '../openapi/openapi';
import { COMMON_ERRORS, jsonResponse, WRITE_ERRORS } from './error-response.schema';
import { MediaRejectedError } from '../rest/media-client';
import { IdentityCallError } from '../session/identity-client';
import { clientErrorHandler, registerErrorHandling } from './error-handler';
import { UNAVAILABLE_MESSAGE } from './gateway.errors';

let app: FastifyInstance;
let thrown: Error | undefined;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({
    loggerInstance: {
      level: 'error',
      error: (entry: unknown) => logged.push(entry),
      warn: () => undefined,
      info: () => undefined,
      debug: () => undefined,
      trace: () => undefined,
      fatal: () => undefined,
      silent: () => undefined,
      child() {
        return this;
      },
    } as unknown as FastifyBaseLogger,
  });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app, {
    pageFallback: (_request, reply) => reply.type('text/html').send('<title>Village</title>'),
  });
  app.post(
    '/api/things',
    {
      schema: {
        body: z.object({ name: z.string({ error: 'Please enter a name' }).max(5, 'Name is too long') }),
        response: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok'), ...WRITE_ERRORS },
      },
    },
    async () => {
      if (thrown) throw thrown;
      return { ok: true };
    },
  );
  app.get(
    '/api/leaky',
    {
      schema: {
        querystring: z.object({}),
        response: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok'), ...COMMON_ERRORS },
      },
    },
    async () => ({ ok: true, secret: 'internal' }),
  );
  app.post('/graphql', async () => {
    throw thrown ?? new Error('no error set');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  thrown = undefined;
  logged.length = 0;
});

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/things', payload: payload as object });

describe('the gateway error handler', () => {
  it('answers a domain error with its kind’s status and its body', async () => {
    thrown = new DomainError('EMAIL_TAKEN', ErrorKind.Conflict, 'An account with this email already exists', {
      email: 'An account with this email already exists',
    });
    const response = await post({ name: 'Sam' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      fieldErrors: { email: 'An account with this email already exists' },
    });
  });

  it("answers a body the route's schema refuses with 400, the schema's message and one message per field", async () => {
    const response = await post({ name: 'Samantha' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is too long',
      code: 'VALIDATION',
      fieldErrors: { name: 'Name is too long' },
    });
  });

  it('answers malformed JSON with 400 in its own words', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'MALFORMED_REQUEST' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post({ name: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'BODY_TOO_LARGE' });
  });

  it('answers an unknown content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: 'name=Sam',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });

  it("relays identity's 4xx with its message, code and field errors", async () => {
    thrown = new IdentityCallError(401, {
      message: 'Incorrect email or password',
      code: 'INVALID_CREDENTIALS',
    });
    const response = await post({ name: 'Sam' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' });
  });

  it("relays media's 4xx refusal", async () => {
    thrown = new MediaRejectedError(415, 'Please select a valid image file (JPG, PNG, GIF, or WebP)');
    const response = await post({ name: 'Sam' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Please select a valid image file (JPG, PNG, GIF, or WebP)' });
  });

  it.each([
    ['a connection refused', Object.assign(new TypeError('fetch failed'), { cause: new Error('ECONNREFUSED') })],
    ['a timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ["identity's 503", new IdentityCallError(503, { message: 'database is starting up' })],
  ])('answers 503 with the unavailability message for %s', async (_case, error) => {
    thrown = error;
    const response = await post({ name: 'Sam' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
  });

  it('answers anything else with 500, the safe message and the correlation id, and logs the cause', async () => {
    const cause = 'connect ECONNRESET 10.0.0.7:5432 at Socket.onError (/srv/node_modules/pg/lib/client.js:1)';
    thrown = new Error(cause);
    const response = await post({ name: 'Sam' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ correlationId: string }>();
    expect(body).toEqual({ message: UNEXPECTED_ERROR_MESSAGE, correlationId: expect.any(String) });
    expect(response.body).not.toContain('ECONNRESET');
    expect(logged).toEqual([
      expect.objectContaining({ correlationId: body.correlationId, err: expect.objectContaining({ message: cause }) }),
    ]);
  });

  it('drops a field the response schema does not name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers GraphQL clients in GraphQL’s shape', async () => {
    thrown = new Error('boom');
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: [
        {
          message: UNEXPECTED_ERROR_MESSAGE,
          extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId: expect.any(String) },
        },
      ],
    });
  });
});

describe('the not-found handler', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown /api path by %s with 404 JSON', async (method) => {
    const response = await app.inject({ method, url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });

  it("answers an unknown page with the web app's page", async () => {
    const response = await app.inject({ method: 'GET', url: '/somewhere' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('<title>Village</title>');
  });
});

describe('malformed HTTP', () => {
  const answerTo = (code: string): string => {
    let written = '';
    const socket = Object.assign(new EventEmitter(), {
      writable: true,
      end: (text: string) => {
        written = text;
      },
      destroy: () => undefined,
    }) as unknown as Socket;
    clientErrorHandler(Object.assign(new Error('parse error'), { code }), socket);
    return written;
  };

  it('answers headers that are too large with 431 and a JSON message', () => {
    const written = answerTo('HPE_HEADER_OVERFLOW');
    expect(written).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(written.split('\r\n\r\n')[1])).toEqual({
      message: 'The request headers are too large.',
      code: 'MALFORMED_REQUEST',
    });
  });

  it('answers anything else the HTTP parser refuses with 400', () => {
    expect(answerTo('HPE_INVALID_METHOD')).toMatch(/^HTTP\/1\.1 400 /);
  });
});
