// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { UnsecuredJWT } from 'jose';
import { registerErrorHandling } from '../errors/error-handler';
import { registerOpenApi } from '../openapi/openapi';
import { MessageStreamClient } from './message-stream.client';
import { messagesRoutes, SENDING_TOO_FAST } from './messages.routes';

/** Community's stream as a fake: records who asked, keeps each answer open until the test writes or ends it. */
async function fakeCommunity(status = 200) {
  const asked: Array<{ url: string | undefined; authorization: string | undefined }> = [];
  const open: ServerResponse[] = [];
  let closed = 0;
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    asked.push({ url: request.url, authorization: request.headers.authorization });
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"no"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': connected\n\n');
    open.push(response);
    response.on('close', () => (closed += 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphUrl: `http://127.0.0.1:${port}/graphql`,
    asked,
    open,
    closed: () => closed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An access token as identity signs it, as far as the stream reads it: its session and expiry (unsigned here). */
const accessTokenOf = (sessionId: string, expiresInSeconds = 900) =>
  new UnsecuredJWT({ sid: sessionId }).setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds).encode();
const MEMBER_TOKEN = accessTokenOf('session-1');

async function gateway(
  graphUrl: string,
  accessToken: string | null,
  {
    graphAnswer = {},
    sendsPerMinute = 20,
    revoked = new Set<string>(),
    refreshed = false,
  }: { graphAnswer?: unknown; sendsPerMinute?: number; revoked?: Set<string>; refreshed?: boolean } = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(messagesRoutes, {
    graph: { executeOperation: async () => ({ body: { kind: 'single', singleResult: graphAnswer } }) } as never,
    contextOf: () => ({
      accessToken,
      userId: accessToken ? 'member-1' : null,
      correlationId: 'test-correlation',
      refreshed,
    }),
    stream: new MessageStreamClient(graphUrl, 2000),
    sendsPerMinute,
    sessionWatch: { revocations: { isRevoked: async (sessionId) => revoked.has(sessionId) }, checkEveryMs: 50 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

const until = async (what: string, check: () => boolean) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

it("relays community's stream as the session's member, and closes it upstream when the member goes away", async () => {
  const community = await fakeCommunity();
  const { app, url } = await gateway(community.graphUrl, MEMBER_TOKEN);
  const controller = new AbortController();
  try {
    const response = await fetch(`${url}/api/messages/stream`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(community.asked).toEqual([{ url: '/messages/stream', authorization: `Bearer ${MEMBER_TOKEN}` }]);

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    community.open[0]?.write('event: message\ndata: {"conversationId":"c","messageId":"m","mine":false}\n\n');
    while (!text.includes('event: message')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('data: {"conversationId":"c","messageId":"m","mine":false}');

    controller.abort();
    await until('the upstream stream to close', () => community.closed() === 1);
  } finally {
    await app.close();
    await community.close();
  }
});

/** Reads the stream until it ends; fails the test if it is still open after `withinMs`. */
async function readToEnd(response: Response, withinMs: number): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const deadline = setTimeout(() => void reader.cancel('still open'), withinMs);
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(deadline);
  }
}

it('ends the stream when its access token expires, and upstream too', async () => {
  const community = await fakeCommunity();
  const { app, url } = await gateway(community.graphUrl, accessTokenOf('session-2', 2));
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(200);
    expect(await readToEnd(response, 5000)).toContain('retry: 1000');
    await until('the upstream stream to close', () => community.closed() === 1);
  } finally {
    await app.close();
    await community.close();
  }
});

it('ends the stream, and upstream too, when the server closes (the browser reconnects elsewhere)', async () => {
  const community = await fakeCommunity();
  const { app, url } = await gateway(community.graphUrl, MEMBER_TOKEN);
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(200);
    const ended = readToEnd(response, 5000);
    await until('community to be asked', () => community.asked.length === 1);

    const closing = Date.now();
    await app.close();

    // Without ending it, the close would wait for the stream until the client gave up (readToEnd: 5 s).
    expect(Date.now() - closing).toBeLessThan(2000);
    expect(await ended).toContain('retry: 1000');
    await until('the upstream stream to close', () => community.closed() === 1);
  } finally {
    await app.close();
    await community.close();
  }
});

it('ends the stream once its session is revoked', async () => {
  const community = await fakeCommunity();
  const revoked = new Set<string>();
  const { app, url } = await gateway(community.graphUrl, accessTokenOf('session-3'), { revoked });
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(200);
    const ended = readToEnd(response, 5000);
    await until('community to be asked', () => community.asked.length === 1);
    revoked.add('session-3');
    await ended;
    await until('the upstream stream to close', () => community.closed() === 1);
  } finally {
    await app.close();
    await community.close();
  }
});

it('answers a request that renewed the session with a reconnect hint, sent so its new cookies go with it', async () => {
  const community = await fakeCommunity();
  const { app, url } = await gateway(community.graphUrl, MEMBER_TOKEN, { refreshed: true });
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(await response.text()).toBe('retry: 1000\n\n');
    expect(community.asked).toEqual([]);
  } finally {
    await app.close();
    await community.close();
  }
});

it('refuses a visitor without asking community', async () => {
  const community = await fakeCommunity();
  const { app, url } = await gateway(community.graphUrl, null);
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(401);
    expect(community.asked).toEqual([]);
  } finally {
    await app.close();
    await community.close();
  }
});

it('answers 503 when community refuses or is away', async () => {
  const community = await fakeCommunity(500);
  const { app, url } = await gateway(community.graphUrl, MEMBER_TOKEN);
  try {
    const response = await fetch(`${url}/api/messages/stream`);
    expect(response.status).toBe(503);
    expect(community.asked).toHaveLength(1);
  } finally {
    await app.close();
    await community.close();
  }
});

it('limits how many messages one member sends in a minute', async () => {
  const community = await fakeCommunity();
  const sent = {
    id: 'a5d2c1e4-7b8f-4a3e-9c6d-2f1e0d9c8b7a',
    conversationId: 'c6e3d2f5-8c9a-4b4f-8d7e-3a2f1e0d9c8b',
    isMine: true,
    body: 'Hello',
    createdAt: '2030-03-01T09:00:00.000Z',
  };
  const { app } = await gateway(community.graphUrl, MEMBER_TOKEN, {
    graphAnswer: { data: { sendMessage: sent } },
    sendsPerMinute: 2,
  });
  try {
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${sent.conversationId}/messages`,
        payload: { body: 'Hello' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: SENDING_TOO_FAST });
  } finally {
    await app.close();
    await community.close();
  }
});
