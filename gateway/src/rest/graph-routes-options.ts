import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { notSignedIn } from '../errors/gateway.errors';
import type { GatewayContext } from '../graph/gateway-context';

/** What REST routes over the graph are given: the graph, and the caller's context for each request. */
export interface GraphRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

/** The caller's context, for routes that need a member: a visitor is refused with 401 'Not signed in.'. */
export function signedInContext(options: GraphRoutesOptions, request: FastifyRequest): GatewayContext {
  const context = options.contextOf(request);
  if (!context.accessToken) throw notSignedIn();
  return context;
}
