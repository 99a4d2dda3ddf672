import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../graph/gateway-context';
import type { ClientInfo, SessionResult } from '../session/identity-client';
import { fetchCurrentUser } from './current-user';
import { currentUserSchema, type CurrentUser } from './current-user.schema';

/**
 * A new session's member, in the one shape every answer uses (identity's own view if the graph cannot say).
 */
export async function sessionMemberOf(
  graph: ApolloServer<GatewayContext>,
  request: FastifyRequest,
  result: SessionResult,
  correlationId: string,
): Promise<CurrentUser> {
  const context = { accessToken: result.session.accessToken, userId: result.user.id, correlationId };
  try {
    const user = await fetchCurrentUser(graph, context, request.log);
    if (user) return user;
  } catch (error) {
    request.log.warn({ err: error, correlationId }, 'current user not read through the graph');
  }
  return currentUserSchema.parse({ profileImageUrl: null, ...result.user });
}

/** The caller's address and browser, which identity keeps with a new session (the member's list of devices). */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof userAgent === 'string' ? { userAgent } : {}) };
}
