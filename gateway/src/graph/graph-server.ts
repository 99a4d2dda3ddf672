import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { graphqlMetricsPlugin, type ServiceMetrics } from '@village/kit/metrics';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayEnv } from '../env';
import { subgraphRequestMetrics } from '../metrics/subgraph-metrics';
import { depthLimitRule } from './depth-limit.rule';
import type { GatewayContext } from './gateway-context';
import { formatGraphError, graphErrorsPlugin } from './graph-errors';
import { knownOperationTypesRule, operationLimitsRule } from './operation-limits.rule';
import { SubgraphDataSource } from './subgraph-data-source';
import { SubgraphHttpClient } from './subgraph-http-client';
import type { Subgraph } from './subgraphs';

export function createGraphServer(
  env: GatewayEnv,
  supergraphSdl: string,
  subgraphs: Subgraph[],
  log: FastifyBaseLogger,
  metrics: ServiceMetrics,
): ApolloServer<GatewayContext> {
  const urls = new Map(subgraphs.map((subgraph) => [subgraph.name, subgraph.url]));
  const client = new SubgraphHttpClient(env.SUBGRAPH_TIMEOUT_MS);
  const observeSubgraph = subgraphRequestMetrics(metrics);
  // @apollo/gateway reports anonymous usage to Apollo unless this is set: nothing about our members' traffic leaves.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new SubgraphDataSource(name, urls.get(name) ?? url!, client, log, observeSubgraph),
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
    // SIGTERM belongs to main's drain (ADR 038): Apollo's own handler would stop GraphQL at once, mid-drain.
    stopOnTerminationSignals: false,
    // A document this long is refused while parsing, before validation looks at it.
    parseOptions: { maxTokens: env.GRAPHQL_MAX_TOKENS },
    validationRules: [
      knownOperationTypesRule,
      depthLimitRule(env.GRAPHQL_MAX_DEPTH),
      operationLimitsRule({ maxAliases: env.GRAPHQL_MAX_ALIASES, maxCost: env.GRAPHQL_MAX_COST }),
    ],
    formatError: formatGraphError,
    plugins: [
      graphErrorsPlugin(),
      graphqlMetricsPlugin<GatewayContext>(metrics),
      { serverWillStart: async () => ({ serverWillStop: async () => client.close() }) },
    ],
  });
}
