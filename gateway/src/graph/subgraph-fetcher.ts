import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import * as http from 'node:http';
import * as https from 'node:https';

export type Fetcher = NonNullable<NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']>;
type FetcherInit = Parameters<Fetcher>[1];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

export interface SubgraphFetcher {
  fetch: Fetcher;
  /** Closes the pooled connections. */
  close(): void;
}

/**
 * Idle connections are closed well before a subgraph would close them (Node and Fastify keep them 5 s at least),
 * so a request never lands on a socket the other side is closing.
 */
const IDLE_SOCKET_MS = 4_000;

/** The error Node's fetch rejects with when it cannot reach the other side: see errors/unavailability.ts. */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

function timedOut(timeoutMs: number): Error {
  return new DOMException(`The subgraph did not answer within ${timeoutMs} ms.`, 'TimeoutError');
}

function responseOf(url: string, incoming: http.IncomingMessage, body: Buffer): FetcherResponse {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index], raw[index + 1]);
  const status = incoming.statusCode ?? 0;
  const response: FetcherResponse = {
    bodyUsed: false,
    url,
    redirected: false,
    status,
    ok: status >= 200 && status < 300,
    statusText: incoming.statusMessage ?? '',
    headers,
    text: () => Promise.resolve(body.toString('utf8')),
    json: () => Promise.resolve(JSON.parse(body.toString('utf8')) as unknown),
    arrayBuffer: () => Promise.resolve(new Uint8Array(body).buffer),
    clone: () => responseOf(url, incoming, body),
  };
  return response;
}

/**
 * The gateway's HTTP client for subgraph operations: Node's http module over a pool of kept-alive connections,
 * answering as much of the Fetch API as the gateway's data sources read. It costs the gateway less CPU per
 * operation than Node's fetch (no web streams, no abort signal per request; see
 * docs/decisions/009-gateway-overhead.md), and fails like fetch: `TypeError('fetch failed')` when the subgraph
 * cannot be reached, a `TimeoutError` when it does not answer within `timeoutMs`.
 */
export function subgraphFetcher(timeoutMs: number): SubgraphFetcher {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  };

  const fetch = (url: string, init: FetcherInit = {}): Promise<FetcherResponse> =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const send = target.protocol === 'https:' ? https.request : http.request;
      const body = init.body ?? '';
      const outgoing = send(target, {
        method: init.method ?? 'GET',
        agent,
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(body)) },
      });
      const fail = (error: Error): void => {
        clearTimeout(deadline);
        reject(error.name === 'TimeoutError' ? error : fetchFailed(error));
      };
      const deadline = setTimeout(() => {
        const error = timedOut(timeoutMs);
        fail(error);
        outgoing.destroy(error);
      }, timeoutMs);
      outgoing.on('error', fail);
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(deadline);
          resolve(responseOf(url, incoming, Buffer.concat(chunks)));
        });
      });
      outgoing.end(body);
    });

  return {
    fetch,
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
