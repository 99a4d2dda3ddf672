import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { UNAVAILABLE_MESSAGE } from '../errors/gateway.errors';
import type { GatewayContext } from './gateway-context';
import { SERVICE_UNAVAILABLE_CODE } from './graph-errors';
import { SubgraphDataSource } from './subgraph-data-source';
import { SubgraphHttpClient } from './subgraph-http-client';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

let server: Server;
let url: string;
let answer: Answer;
let received: { headers: IncomingMessage['headers']; body: unknown } | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) };
      response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = new SubgraphHttpClient(1_000);
afterAll(() => client.close());
const log = { warn: jest.fn() };

beforeEach(() => {
  received = undefined;
  log.warn.mockReset();
  answer = { status: 200, contentType: 'application/json', body: '{"data":{"me":{"id":"user-1"}}}' };
});

const context: GatewayContext = { accessToken: 'token-1', userId: 'user-1', correlationId: 'correlation-1' };

function process(target = url, signedIn = context) {
  const source = new SubgraphDataSource('identity', target, client, log as unknown as FastifyBaseLogger);
  return source.process({
    kind: 'incoming operation',
    request: { query: 'query Me { me { id } }', operationName: 'Me', variables: { a: 1 } },
    context: signedIn,
  } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);
}

describe('SubgraphDataSource', () => {
  it('posts the operation with the member’s token and the correlation id, and answers what the subgraph said', async () => {
    answer.body = '{"data":{"me":null},"errors":[{"message":"Sign in required"}]}';

    expect(await process()).toEqual({ data: { me: null }, errors: [{ message: 'Sign in required' }] });
    expect(received).toEqual({
      headers: expect.objectContaining({
        'content-type': 'application/json',
        authorization: 'Bearer token-1',
        'x-correlation-id': 'correlation-1',
      }),
      body: { query: 'query Me { me { id } }', operationName: 'Me', variables: { a: 1 } },
    });
  });

  it('sends no authorization header for a visitor', async () => {
    await process(url, { accessToken: null, userId: null, correlationId: 'correlation-2' });
    expect(received?.headers.authorization).toBeUndefined();
  });

  it.each([500, 502, 503, 504])('turns HTTP %i into the subgraph being unavailable, and logs it', async (status) => {
    answer = { status, contentType: 'text/plain', body: 'upstream exploded at /srv/identity' };

    const error = await process().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toMatchObject({
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: SERVICE_UNAVAILABLE_CODE, subgraph: 'identity' },
    });
    expect(log.warn).toHaveBeenCalledWith(
      { subgraph: 'identity', correlationId: 'correlation-1', cause: `HTTP ${status}` },
      'subgraph unavailable',
    );
  });

  it('turns a subgraph nothing listens on into the subgraph being unavailable', async () => {
    const error = await process('http://127.0.0.1:9/graphql').catch((e: unknown) => e);
    expect(error).toMatchObject({ extensions: { code: SERVICE_UNAVAILABLE_CODE, subgraph: 'identity' } });
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [400, undefined],
  ])('reports HTTP %i as Apollo’s data source does, with code %s', async (status, code) => {
    answer = { status, contentType: 'application/json', body: '{"errors":[{"message":"no"}]}' };

    const error = await process().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toEqual({
      ...(code && { code }),
      response: { url, status, statusText: expect.any(String), body: { errors: [{ message: 'no' }] } },
    });
  });

  it('fails on an answer that is not a JSON object', async () => {
    answer = { status: 200, contentType: 'text/html', body: '<h1>hello</h1>' };
    await expect(process()).rejects.toThrow('Expected JSON response body, but received: <h1>hello</h1>');
  });
});
