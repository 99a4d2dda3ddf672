import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { isUnavailability } from '../errors/unavailability';
import type { SubgraphRequestObserver } from '../metrics/subgraph-metrics';
import type { GatewayContext } from './gateway-context';
import { subgraphUnavailableError } from './graph-errors';
import {
  subgraphEndpoint,
  type SubgraphAnswer,
  type SubgraphEndpoint,
  type SubgraphHttpClient,
} from './subgraph-http-client';

type SubgraphResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** An HTTP answer of a subgraph that means it cannot serve now (rather than that the request was wrong). */
const UNAVAILABLE_STATUSES = new Set([500, 502, 503, 504]);

const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined &&
  (contentType.startsWith('application/json') || contentType.startsWith('application/graphql-response+json'));

/**
 * Sends the gateway's operations to one subgraph, with the member's access token and the request's correlation
 * id, as `@apollo/gateway`'s RemoteGraphQLDataSource would (the same body, the same errors for an HTTP error
 * answer) but over the lean SubgraphHttpClient. A subgraph that is down, too slow or failing becomes
 * `subgraphUnavailableError`; its own cause is logged, not sent.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly endpoint: SubgraphEndpoint;

  constructor(
    private readonly subgraph: string,
    url: string,
    private readonly client: SubgraphHttpClient,
    private readonly log: FastifyBaseLogger,
    private readonly observe: SubgraphRequestObserver = () => undefined,
  ) {
    this.endpoint = subgraphEndpoint(url);
  }

  async process({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<SubgraphResponse> {
    const { accessToken, correlationId } = context as Partial<GatewayContext>;
    const headers: Record<string, string> = {};
    // A tracing header the gateway may ask for.
    if (request.http?.headers) for (const [name, value] of request.http.headers) headers[name] = value;
    headers['content-type'] = 'application/json';
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (correlationId) headers['x-correlation-id'] = correlationId;
    const { query, variables, operationName, extensions } = request;
    if (!query) throw new Error('Missing query');

    let answer: SubgraphAnswer;
    // The active span is @apollo/gateway's fetch span: the client sends its context, the subgraph's span is its child.
    const startedAt = performance.now();
    const seconds = (): number => (performance.now() - startedAt) / 1000;
    try {
      answer = await this.client.post(
        this.endpoint,
        headers,
        JSON.stringify({ query, variables, operationName, extensions }),
      );
    } catch (error) {
      this.observe(this.subgraph, 'error', seconds());
      throw isUnavailability(error) ? this.unavailable(correlationId, (error as Error).message) : error;
    }
    this.observe(this.subgraph, answer.status >= 200 && answer.status <= 299 ? 'ok' : 'error', seconds());
    if (answer.status < 200 || answer.status > 299) {
      if (UNAVAILABLE_STATUSES.has(answer.status)) throw this.unavailable(correlationId, `HTTP ${answer.status}`);
      throw this.httpError(answer);
    }
    const body: unknown = isJson(answer.contentType) ? JSON.parse(answer.body) : answer.body;
    if (typeof body !== 'object' || body === null) {
      throw new Error(`Expected JSON response body, but received: ${String(body)}`);
    }
    return body;
  }

  private unavailable(correlationId: string | undefined, cause: string): GraphQLError {
    this.log.warn({ subgraph: this.subgraph, correlationId, cause }, 'subgraph unavailable');
    return subgraphUnavailableError(this.subgraph);
  }

  /** As RemoteGraphQLDataSource reports an HTTP error answer (its formatted message is replaced for clients). */
  private httpError(answer: SubgraphAnswer): GraphQLError {
    const code = answer.status === 401 ? 'UNAUTHENTICATED' : answer.status === 403 ? 'FORBIDDEN' : undefined;
    let body: unknown = answer.body;
    if (isJson(answer.contentType)) {
      try {
        body = JSON.parse(answer.body);
      } catch {
        // Kept as text.
      }
    }
    return new GraphQLError(`${answer.status}: ${answer.statusText}`, {
      extensions: {
        ...(code && { code }),
        response: { url: this.endpoint.url, status: answer.status, statusText: answer.statusText, body },
      },
    });
  }
}
