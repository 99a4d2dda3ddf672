import type { ApolloServerPlugin } from '@apollo/server';
import { UNEXPECTED_ERROR_MESSAGE } from '@village/kit/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { UNAVAILABLE_MESSAGE } from '../errors/gateway.errors';
import type { GatewayContext } from './gateway-context';

export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
const UNEXPECTED_CODES = new Set(['INTERNAL_SERVER_ERROR', 'DOWNSTREAM_SERVICE_ERROR']);
/** What an error may carry to a client besides its message: nothing that names a host, a library or a stack. */
const PASSED_EXTENSIONS = ['code', 'errorCode', 'fieldErrors', 'correlationId'];
// graphql-js 16 writes 'more that'; a later version may spell it right.
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens/;

/** The error a subgraph's unreachable, timed-out or failing endpoint becomes (its own cause is logged, not sent). */
export function subgraphUnavailableError(subgraph: string): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: SERVICE_UNAVAILABLE_CODE, subgraph } });
}

/**
 * Apollo Server's formatError: keeps the messages written for clients (validation, the subgraphs' domain
 * errors, unavailability) and replaces anything unexpected by the one safe message.
 */
export function formatGraphError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  const extensions: Record<string, unknown> = {};
  for (const key of PASSED_EXTENSIONS) {
    if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
  }
  extensions.code = UNEXPECTED_CODES.has(code) ? 'INTERNAL_SERVER_ERROR' : code;
  let message = formatted.message;
  if (UNEXPECTED_CODES.has(code)) message = UNEXPECTED_ERROR_MESSAGE;
  const tooMany = TOO_MANY_TOKENS.exec(message);
  if (tooMany) message = `The query is too large: more than ${tooMany[1]} tokens.`;
  return { message, ...(formatted.locations && { locations: formatted.locations }), path: formatted.path, extensions };
}

const isEmpty = (data: Record<string, unknown> | null | undefined): boolean =>
  !data || Object.values(data).every((value) => value === null);

/**
 * Logs each unexpected error with the request's correlation id, hands that id to the client, and answers
 * HTTP 503 when a subgraph being down left nothing to serve.
 */
export function graphErrorsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, logger, operationName }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code === SERVICE_UNAVAILABLE_CODE) {
              logger.warn(
                `subgraph ${String(error.extensions.subgraph)} unavailable (correlation ${contextValue.correlationId})`,
              );
            } else if (typeof code !== 'string' || UNEXPECTED_CODES.has(code)) {
              logger.error(
                `unexpected GraphQL error in ${operationName ?? 'an operation'} (correlation ${contextValue.correlationId}): ${error.originalError?.stack ?? error.message}`,
              );
            }
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          result.errors = result.errors.map((error) =>
            error.extensions?.code === 'INTERNAL_SERVER_ERROR'
              ? { ...error, extensions: { ...error.extensions, correlationId: contextValue.correlationId } }
              : error,
          );
          const unavailable = result.errors.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE_CODE);
          if (unavailable && isEmpty(result.data)) response.http.status = 503;
        },
      };
    },
  };
}
