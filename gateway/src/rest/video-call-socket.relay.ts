import http, { type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { SpanKind } from '@opentelemetry/api';
import { contextFromTraceParent, inSpan, TRACEPARENT_HEADER, withTraceContext } from '@village/kit/tracing';
import type { FastifyBaseLogger } from 'fastify';
import { subgraphEndpointBeside, type SubgraphEndpoint } from '../graph/subgraph-http-client';

/** Where browsers open the call channel, and where media serves it. */
export const PUBLIC_CALL_SOCKET_PATH = '/api/video-calls/socket/';
export const MEDIA_CALL_SOCKET_PATH = '/video-calls/socket/';

const refuse = (socket: Duplex, status: number, reason: string): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/** The call channel's upgrade: its path, with socket.io's WebSocket transport only (no HTTP long-polling). */
function isCallSocketUpgrade(request: IncomingMessage): boolean {
  const url = new URL(request.url ?? '/', 'http://gateway.invalid');
  if (url.pathname !== PUBLIC_CALL_SOCKET_PATH) return false;
  if (url.searchParams.get('transport') !== 'websocket') return false;
  return (request.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

/** The headers of an answer, as raw HTTP lines. */
const headerLines = (response: IncomingMessage): string =>
  response.rawHeaders.reduce(
    (lines, value, index, all) => (index % 2 === 0 ? `${lines}${value}: ${all[index + 1] ?? ''}\r\n` : lines),
    '',
  );

/**
 * Relays WebSocket upgrades of `/api/video-calls/socket/` to media's call channel (`/video-calls/socket/`), found
 * beside media's /graphql endpoint; the call pass travels inside the socket.io handshake and media checks it. Every
 * other upgrade is refused: the gateway serves no other WebSocket. The handshake is traced as a SERVER span (the
 * request hooks do not see upgrades) whose context media's handshake receives.
 */
export class VideoCallSocketRelay {
  private readonly endpoint: SubgraphEndpoint | undefined;
  private readonly sockets = new Set<Duplex>();

  /** `mediaGraphUrl`: where the gateway sends media's graph operations (…/graphql); undefined without media. */
  constructor(
    mediaGraphUrl: string | undefined,
    private readonly connectTimeoutMs: number,
    private readonly logger: FastifyBaseLogger,
  ) {
    if (!mediaGraphUrl) return;
    this.endpoint = subgraphEndpointBeside(mediaGraphUrl, MEDIA_CALL_SOCKET_PATH);
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => this.relay(request, socket, head));
  }

  /** Ends every relayed connection (the gateway is closing). */
  close(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  private relay(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    if (!isCallSocketUpgrade(request)) return refuse(socket, 404, 'Not Found');
    if (!this.endpoint) return refuse(socket, 503, 'Service Unavailable');
    const endpoint = this.endpoint;
    const traceParent = request.headers[TRACEPARENT_HEADER];
    const span = {
      kind: SpanKind.SERVER,
      parent: contextFromTraceParent(typeof traceParent === 'string' ? traceParent : undefined),
    };
    void inSpan(`GET ${PUBLIC_CALL_SOCKET_PATH}`, span, () => this.relayTo(endpoint, request, socket, head)).catch(
      () => undefined,
    );
  }

  /** Settles when media has answered the handshake: fails when media could not be reached or failed (5xx). */
  private relayTo(endpoint: SubgraphEndpoint, request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const query = (request.url ?? '').slice(PUBLIC_CALL_SOCKET_PATH.length);
    const transport = endpoint.secure ? https : http;
    const headers = { ...request.headers };
    delete headers.host;
    delete headers.cookie;
    const upstream = transport.request({
      method: 'GET',
      hostname: endpoint.hostname,
      port: endpoint.port,
      path: `${endpoint.path}${query}`,
      headers: withTraceContext(headers),
    });
    let answered: (error?: Error) => void = () => undefined;
    const handshake = new Promise<void>((resolve, reject) => {
      answered = (error) => (error ? reject(error) : resolve());
    });
    const timer = setTimeout(() => upstream.destroy(new Error('call socket connect timeout')), this.connectTimeoutMs);
    upstream.on('upgrade', (response, media: Duplex, mediaHead: Buffer) => {
      clearTimeout(timer);
      answered();
      socket.write(`HTTP/1.1 101 Switching Protocols\r\n${headerLines(response)}\r\n`);
      if (mediaHead.length > 0) socket.write(mediaHead);
      if (head.length > 0) media.write(head);
      this.sockets.add(socket);
      const end = (): void => {
        this.sockets.delete(socket);
        socket.destroy();
        media.destroy();
      };
      media.on('error', end).on('close', end);
      socket.on('error', end).on('close', end);
      media.pipe(socket).pipe(media);
    });
    upstream.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      const status = response.statusCode ?? 502;
      refuse(socket, status, response.statusMessage ?? 'Refused');
      answered(status >= 500 ? new Error(`media answered the call socket with HTTP ${status}`) : undefined);
    });
    upstream.on('error', (error) => {
      clearTimeout(timer);
      this.logger.warn({ err: error }, 'call socket relay: media unreachable');
      refuse(socket, 503, 'Service Unavailable');
      answered(error);
    });
    upstream.end();
    return handshake;
  }
}
