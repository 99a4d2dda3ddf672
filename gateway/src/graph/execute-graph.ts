import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './gateway-context';

export class GraphOperationError extends Error {
  constructor(readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

/** Runs an operation against the same graph the web client uses, for the REST adapters at /api. */
export async function executeGraph<T>(
  server: ApolloServer<GatewayContext>,
  query: string,
  variables: Record<string, unknown>,
  context: GatewayContext,
): Promise<T> {
  const response = await server.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST adapters');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) throw new GraphOperationError(errors);
  return data as T;
}
