import type { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { errorOfGraph, runGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { CURRENT_USER_QUERY } from './current-user.query';
import { currentUserSchema, type CurrentUser } from './current-user.schema';

/**
 * The signed-in member through the graph, or null when the token names nobody. A field another subgraph adds
 * (the profile photo, from media) is null while that subgraph is down: the member still gets their account.
 */
export async function fetchCurrentUser(
  graph: ApolloServer<GatewayContext>,
  context: GatewayContext,
  log: FastifyBaseLogger,
): Promise<CurrentUser | null> {
  const { data, errors } = await runGraph<{ me: Record<string, unknown> | null }>(
    graph,
    CURRENT_USER_QUERY,
    {},
    context,
  );
  const me = data?.me ?? null;
  if (me === null) {
    if (errors.length > 0) throw errorOfGraph(errors);
    return null;
  }
  if (errors.length > 0) log.warn({ errors, correlationId: context.correlationId }, 'current user is partial');
  const parsed = currentUserSchema.safeParse(me);
  if (!parsed.success) throw errorOfGraph(errors.length > 0 ? errors : [{ message: parsed.error.message }]);
  return parsed.data;
}
