import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { GatewayEnv } from '../env';
import { isUnavailability } from '../errors/unavailability';
import { depthLimitRule } from './depth-limit.rule';
import type { GatewayContext } from './gateway-context';
import { formatGraphError, graphErrorsPlugin, subgraphUnavailableError } from './graph-errors';
import { knownOperationTypesRule, operationLimitsRule } from './operation-limits.rule';
import { subgraphFetcher, type Fetcher } from './subgraph-fetcher';
import type { Subgraph } from './subgraphs';

/** An HTTP answer of a subgraph that means it cannot serve now (rather than that the request was wrong). */
const UNAVAILABLE_STATUSES = new Set([500, 502, 503, 504]);

function isSubgraphUnavailability(error: unknown): boolean {
  if (error instanceof GraphQLError) {
    const status = (error.extensions.response as { status?: number } | undefined)?.status;
    return status !== undefined && UNAVAILABLE_STATUSES.has(status);
  }
  return isUnavailability(error);
}

class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraph: string,
    url: string,
    fetcher: Fetcher,
    private readonly log: FastifyBaseLogger,
  ) {
    super({ url, fetcher });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { accessToken, correlationId } = context as Partial<GatewayContext>;
    if (accessToken) request.http?.headers.set('authorization', `Bearer ${accessToken}`);
    if (correlationId) request.http?.headers.set('x-correlation-id', correlationId);
  }

  override didEncounterError(error: Error, _request: unknown, _response: unknown, context?: GatewayContext): never {
    if (!isSubgraphUnavailability(error)) throw error;
    this.log.warn(
      { subgraph: this.subgraph, correlationId: context?.correlationId, cause: error.message },
      'subgraph unavailable',
    );
    throw subgraphUnavailableError(this.subgraph);
  }
}

export function createGraphServer(
  env: GatewayEnv,
  supergraphSdl: string,
  subgraphs: Subgraph[],
  log: FastifyBaseLogger,
): ApolloServer<GatewayContext> {
  const urls = new Map(subgraphs.map((subgraph) => [subgraph.name, subgraph.url]));
  const fetcher = subgraphFetcher(env.SUBGRAPH_TIMEOUT_MS);
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new SubgraphDataSource(name, urls.get(name) ?? url!, fetcher.fetch, log),
  });
  const production = env.NODE_ENV === 'production';
  return new ApolloServer<GatewayContext>({
    gateway,
    logger: log,
    introspection: env.GRAPHQL_INTROSPECTION ?? !production,
    // "Did you mean ...?" would describe the schema to a client that may not introspect it.
    hideSchemaDetailsFromClientErrors: production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // A document this long is refused while parsing, before validation looks at it.
    parseOptions: { maxTokens: env.GRAPHQL_MAX_TOKENS },
    validationRules: [
      knownOperationTypesRule,
      depthLimitRule(env.GRAPHQL_MAX_DEPTH),
      operationLimitsRule({ maxAliases: env.GRAPHQL_MAX_ALIASES, maxCost: env.GRAPHQL_MAX_COST }),
    ],
    formatError: formatGraphError,
    plugins: [graphErrorsPlugin(), { serverWillStart: async () => ({ serverWillStop: async () => fetcher.close() }) }],
  });
}
