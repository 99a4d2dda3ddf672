import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isUnavailability } from '../errors/unavailability';
import { SubgraphHttpClient, subgraphEndpoint } from './subgraph-http-client';

let server: Server;
let url: string;
let connections = 0;
const held: ServerResponse[] = [];
const received: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url === '/hang') {
        held.push(response);
        return;
      }
      const status = request.url === '/down' ? 503 : 200;
      response.writeHead(status, { 'content-type': 'application/json', 'x-subgraph': 'identity' });
      response.end(JSON.stringify({ data: { me: { id: 'user-1' } } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const response of held) response.socket?.destroy();
  await new Promise((resolve) => server.close(resolve));
});

let client: SubgraphHttpClient;
beforeEach(() => {
  client = new SubgraphHttpClient(300);
  connections = 0;
  received.length = 0;
});
afterEach(() => client.close());

const post = (path: string, body = '{"query":"{ me { id } }"}') =>
  client.post(
    subgraphEndpoint(`${url}${path}`),
    { 'content-type': 'application/json', authorization: 'Bearer token-1' },
    body,
  );

describe('SubgraphHttpClient', () => {
  it('sends the operation with its headers and answers status, content type and body', async () => {
    const response = await post('/graphql');

    expect(received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({ authorization: 'Bearer token-1', 'content-length': '25' }),
        body: '{"query":"{ me { id } }"}',
      },
    ]);
    expect(response).toEqual({
      status: 200,
      statusText: 'OK',
      contentType: 'application/json',
      body: '{"data":{"me":{"id":"user-1"}}}',
    });
  });

  it('counts a byte length, not a character count, for a body with non-ASCII text', async () => {
    await post('/graphql', '{"query":"{ me { id } }","variables":{"name":"Zoë"}}');
    expect(received[0].body).toBe('{"query":"{ me { id } }","variables":{"name":"Zoë"}}');
  });

  it('answers an error status like any other, with its body', async () => {
    expect(await post('/down')).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  });

  it('keeps one connection alive for consecutive operations', async () => {
    for (let index = 0; index < 5; index += 1) await post('/graphql');
    expect(connections).toBe(1);
  });

  it('fails like fetch when nothing listens: a TypeError the gateway counts as the subgraph being down', async () => {
    const failure = await client
      .post(subgraphEndpoint('http://127.0.0.1:9/graphql'), {}, '{}')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(isUnavailability(failure)).toBe(true);
  });

  it('gives up on a subgraph that does not answer in time, with a TimeoutError', async () => {
    const failure = await post('/hang').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(isUnavailability(failure)).toBe(true);
  });

  it('parses a subgraph URL once: host, port (the scheme’s default when none) and path', () => {
    expect(subgraphEndpoint('https://identity.internal/graphql?x=1')).toEqual({
      url: 'https://identity.internal/graphql?x=1',
      secure: true,
      hostname: 'identity.internal',
      port: 443,
      path: '/graphql?x=1',
    });
    expect(subgraphEndpoint('http://[::1]:4101/graphql')).toMatchObject({ secure: false, hostname: '::1', port: 4101 });
  });
});
