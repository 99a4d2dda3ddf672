import type { ApolloServerPlugin } from '@apollo/server';
import { SpanKind } from '@opentelemetry/api';
import { failSpan, villageTracer } from './spans';
import { tracingEnabled } from './tracing';

/** Attribute names of the (still incubating) GraphQL semantic conventions. */
const GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';
const GRAPHQL_OPERATION_NAME = 'graphql.operation.name';

/**
 * A span per GraphQL operation a subgraph runs (a child of the request's HTTP span), named after the operation
 * (`mutation requestBooking`), failed when the operation answers errors. Apollo plugins cannot make their span the
 * active one: what the resolvers do hangs under the HTTP span beside it.
 */
export function graphqlTracingPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      if (!tracingEnabled()) return {};
      const span = villageTracer.startSpan('graphql', { kind: SpanKind.INTERNAL });
      return {
        async didResolveOperation({ operation, operationName }) {
          const type = operation?.operation ?? 'operation';
          span.setAttribute(GRAPHQL_OPERATION_TYPE, type);
          if (operationName) span.setAttribute(GRAPHQL_OPERATION_NAME, operationName);
          span.updateName(`${type} ${operationName ?? ''}`.trim());
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.length) failSpan(span, new Error(errors.map((error) => error.message).join('; ')));
          span.end();
        },
      };
    },
  };
}
