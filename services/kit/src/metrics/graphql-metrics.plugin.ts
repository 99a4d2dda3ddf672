import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { LATENCY_BUCKETS_SECONDS, type ServiceMetrics } from './service-metrics';

/** The operation_name of an operation without a name, or of a request whose operation was never resolved. */
export const ANONYMOUS_OPERATION = 'anonymous';
/** The operation_type of a request refused before its operation was known (unparsable, invalid). */
export const UNKNOWN_OPERATION_TYPE = 'unknown';
/** The code of an error that carries none. */
export const UNCODED_ERROR = 'INTERNAL_SERVER_ERROR';

const codeOf = (error: GraphQLError): string =>
  typeof error.extensions?.code === 'string' ? error.extensions.code : UNCODED_ERROR;

/**
 * An Apollo Server plugin measuring every GraphQL request it serves:
 * `graphql_operation_duration_seconds{operation_name, operation_type, outcome=ok|error}` and
 * `graphql_errors_total{operation_name, code}`. The operation name is the one the parsed document resolved
 * to, so a client cannot make up label values without sending a matching operation.
 */
export function graphqlMetricsPlugin<Context extends BaseContext>(
  metrics: ServiceMetrics,
): ApolloServerPlugin<Context> {
  const duration = metrics.histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name and type, and whether it had errors',
    labelNames: ['operation_name', 'operation_type', 'outcome'],
    buckets: LATENCY_BUCKETS_SECONDS,
  });
  const errors = metrics.counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers, by operation name and error code',
    labelNames: ['operation_name', 'code'],
  });
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      let failed = false;
      return {
        async didEncounterErrors(context) {
          failed = true;
          const operationName = context.operationName ?? ANONYMOUS_OPERATION;
          for (const error of context.errors) errors.inc({ operation_name: operationName, code: codeOf(error) });
        },
        async willSendResponse(context) {
          duration.observe(
            {
              operation_name: context.operationName ?? ANONYMOUS_OPERATION,
              operation_type: context.operation?.operation ?? UNKNOWN_OPERATION_TYPE,
              outcome: failed ? 'error' : 'ok',
            },
            (performance.now() - startedAt) / 1000,
          );
        },
      };
    },
  };
}
