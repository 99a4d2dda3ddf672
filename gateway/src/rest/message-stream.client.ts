import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { withTraceContext } from '@village/kit/tracing';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { subgraphEndpointBeside, type SubgraphEndpoint } from '../graph/subgraph-http-client';

/** Community's live message stream, beside its /graphql endpoint. */
export const COMMUNITY_MESSAGE_STREAM_PATH = '/messages/stream';

/** An open upstream stream: its body, and how to end it when the member goes away. */
export interface OpenStream {
  body: IncomingMessage;
  close(): void;
}

/**
 * Opens community's server-sent event stream as the signed-in member (their access token, as for the graph): community
 * sends that member's events only. The stream stays open as long as either side keeps it; no timeout applies once
 * the answer has started.
 */
export class MessageStreamClient {
  private readonly endpoint: SubgraphEndpoint;

  /** `communityGraphUrl`: where the gateway sends community's graph operations (…/graphql). */
  constructor(
    communityGraphUrl: string,
    private readonly connectTimeoutMs: number,
  ) {
    this.endpoint = subgraphEndpointBeside(communityGraphUrl, COMMUNITY_MESSAGE_STREAM_PATH);
  }

  open(accessToken: string, correlationId: string): Promise<OpenStream> {
    const transport = this.endpoint.secure ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        {
          method: 'GET',
          hostname: this.endpoint.hostname,
          port: this.endpoint.port,
          path: this.endpoint.path,
          headers: withTraceContext({
            accept: 'text/event-stream',
            authorization: `Bearer ${accessToken}`,
            'x-correlation-id': correlationId,
          }),
        },
        (response) => {
          clearTimeout(timer);
          if (response.statusCode !== 200) {
            response.resume();
            const status = response.statusCode === 401 ? 401 : 503;
            reject(
              new UpstreamRefusal(status, {
                message: status === 401 ? 'Sign in required' : 'Messages are unavailable',
              }),
            );
            return;
          }
          resolve({ body: response, close: () => request.destroy() });
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error('message stream connect timeout')),
        this.connectTimeoutMs,
      );
      request.on('error', () => {
        clearTimeout(timer);
        reject(new UpstreamRefusal(503, { message: 'Messages are unavailable' }));
      });
      request.end();
    });
  }
}
