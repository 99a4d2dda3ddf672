import type { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { httpStatusOf, kindOfGraphqlCode } from '@village/kit/errors';
import { notSignedIn, unavailable } from '../errors/gateway.errors';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import type { GatewayContext } from './gateway-context';
import { SERVICE_UNAVAILABLE_CODE } from './graph-errors';

/** Errors of an operation a REST adapter ran that it cannot answer on its own: logged, then answered as 500. */
export class GraphOperationError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

export interface GraphResult<T> {
  data: T | null;
  errors: readonly GraphQLFormattedError[];
}

/** Runs an operation against the same graph the web client uses, for the REST adapters at /api. */
export async function runGraph<T>(
  server: ApolloServer<GatewayContext>,
  query: string,
  variables: Record<string, unknown>,
  context: GatewayContext,
): Promise<GraphResult<T>> {
  const response = await server.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST adapters');
  const { data, errors } = response.body.singleResult;
  return { data: (data as T | null | undefined) ?? null, errors: errors ?? [] };
}

/** A subgraph's refusal (a domain error of a kind below 500), relayed with its message, code and field messages. */
function refusalOf(error: GraphQLFormattedError): UpstreamRefusal | null {
  const kind = kindOfGraphqlCode(error.extensions?.code);
  if (!kind) return null;
  const status = httpStatusOf(kind);
  if (status >= 500) return null;
  const { errorCode, fieldErrors } = error.extensions ?? {};
  return new UpstreamRefusal(status, {
    message: error.message,
    ...(typeof errorCode === 'string' ? { code: errorCode } : {}),
    ...(fieldErrors && typeof fieldErrors === 'object' ? { fieldErrors: fieldErrors as Record<string, string> } : {}),
  });
}

/**
 * The error a REST adapter answers for a graph's errors: unavailable (503), signed out (401), a subgraph's refusal
 * as the same status REST would give it (400, 403, 404, 409...), else 500.
 */
export function errorOfGraph(errors: readonly GraphQLFormattedError[]): Error {
  const codes = new Set(errors.map((error) => error.extensions?.code));
  if (codes.has(SERVICE_UNAVAILABLE_CODE)) return unavailable();
  if (codes.has('UNAUTHENTICATED')) return notSignedIn();
  const refusal = errors.map(refusalOf).find((found) => found !== null);
  return refusal ?? new GraphOperationError(errors);
}

/** As runGraph, but any error fails the whole call (see errorOfGraph). */
export async function executeGraph<T>(
  server: ApolloServer<GatewayContext>,
  query: string,
  variables: Record<string, unknown>,
  context: GatewayContext,
): Promise<T> {
  const { data, errors } = await runGraph<T>(server, query, variables, context);
  if (errors.length > 0 || data === null) throw errorOfGraph(errors);
  return data;
}
