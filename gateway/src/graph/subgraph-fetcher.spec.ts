import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isUnavailability } from '../errors/unavailability';
import { subgraphFetcher, type SubgraphFetcher } from './subgraph-fetcher';

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

let fetcher: SubgraphFetcher;
beforeEach(() => {
  fetcher = subgraphFetcher(300);
  connections = 0;
  received.length = 0;
});
afterEach(() => fetcher.close());

const post = (path: string, body = '{"query":"{ me { id } }"}') =>
  fetcher.fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer token-1' },
    body,
  });

describe('the gateway’s subgraph HTTP client', () => {
  it('sends the operation with its headers and answers status, headers and JSON body', async () => {
    const response = await post('/graphql');

    expect(received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({ authorization: 'Bearer token-1', 'content-length': '25' }),
        body: '{"query":"{ me { id } }"}',
      },
    ]);
    expect(response).toMatchObject({ status: 200, ok: true, url: `${url}/graphql` });
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('x-subgraph')).toBe('identity');
    expect(await response.json()).toEqual({ data: { me: { id: 'user-1' } } });
  });

  it('counts a byte length, not a character count, for a body with non-ASCII text', async () => {
    await post('/graphql', '{"query":"{ me { id } }","variables":{"name":"Zoë"}}');
    expect(received[0].body).toBe('{"query":"{ me { id } }","variables":{"name":"Zoë"}}');
  });

  it('answers an error status as a response that is not ok, with its body', async () => {
    const response = await post('/down');
    expect(response).toMatchObject({ status: 503, ok: false });
    expect(await response.text()).toBe('{"data":{"me":{"id":"user-1"}}}');
  });

  it('keeps one connection alive for consecutive operations', async () => {
    for (let index = 0; index < 5; index += 1) await (await post('/graphql')).json();
    expect(connections).toBe(1);
  });

  it('fails like fetch when nothing listens: a TypeError the gateway counts as the subgraph being down', async () => {
    const failure = await fetcher
      .fetch('http://127.0.0.1:9/graphql', { method: 'POST', body: '{}' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(isUnavailability(failure)).toBe(true);
  });

  it('gives up on a subgraph that does not answer in time, with a TimeoutError', async () => {
    const failure = await post('/hang').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(isUnavailability(failure)).toBe(true);
  });
});
