import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  ANONYMOUS_OPERATION,
  graphqlMetricsPlugin,
  UNCODED_ERROR,
  UNKNOWN_OPERATION_TYPE,
} from './graphql-metrics.plugin';
import { ServiceMetrics } from './service-metrics';

const typeDefs = 'type Query { ok: Int, refused: Int, broken: Int }';
const resolvers = {
  Query: {
    ok: () => 1,
    refused: () => {
      throw new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } });
    },
    broken: () => {
      throw new Error('boom');
    },
  },
};

async function served(metrics: ServiceMetrics) {
  const server = new ApolloServer({ typeDefs, resolvers, plugins: [graphqlMetricsPlugin(metrics)] });
  await server.start();
  return server;
}

/** A sample as `getMetricsAsJSON` gives it; a histogram's also name their series (`_bucket`, `_sum`, `_count`). */
interface JsonSample {
  value: number;
  labels: Partial<Record<string, string | number>>;
  metricName?: string;
}

async function counts(metrics: ServiceMetrics, name: string) {
  const families = await metrics.registry.getMetricsAsJSON();
  const values: JsonSample[] = families.find((family) => family.name === name)?.values ?? [];
  return values
    .filter((sample) => !sample.metricName || sample.metricName.endsWith('_count') || sample.metricName === name)
    .map(({ labels: { service, ...labels }, value }) => {
      expect(service).toBe('listings');
      return { labels, value };
    });
}

describe('graphqlMetricsPlugin', () => {
  it('times each operation by name, type and outcome, and counts its errors by code', async () => {
    const metrics = new ServiceMetrics('listings');
    const server = await served(metrics);
    try {
      await server.executeOperation({ query: 'query Fine { ok }' });
      await server.executeOperation({ query: 'query Fine { ok }' });
      await server.executeOperation({ query: 'query Mixed { ok refused broken }' });
      await server.executeOperation({ query: '{ ok }' });
      await server.executeOperation({ query: 'query Unparsable {' });
    } finally {
      await server.stop();
    }
    expect(await counts(metrics, 'graphql_operation_duration_seconds')).toEqual(
      expect.arrayContaining([
        { labels: { operation_name: 'Fine', operation_type: 'query', outcome: 'ok' }, value: 2 },
        { labels: { operation_name: 'Mixed', operation_type: 'query', outcome: 'error' }, value: 1 },
        { labels: { operation_name: ANONYMOUS_OPERATION, operation_type: 'query', outcome: 'ok' }, value: 1 },
        {
          labels: { operation_name: ANONYMOUS_OPERATION, operation_type: UNKNOWN_OPERATION_TYPE, outcome: 'error' },
          value: 1,
        },
      ]),
    );
    expect(await counts(metrics, 'graphql_errors_total')).toEqual(
      expect.arrayContaining([
        { labels: { operation_name: 'Mixed', code: 'FORBIDDEN' }, value: 1 },
        { labels: { operation_name: 'Mixed', code: UNCODED_ERROR }, value: 1 },
        { labels: { operation_name: ANONYMOUS_OPERATION, code: 'GRAPHQL_PARSE_FAILED' }, value: 1 },
      ]),
    );
  });
});
