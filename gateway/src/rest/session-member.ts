import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../graph/gateway-context';
import { setSessionCookies } from '../session/cookies';
import { needsMfa, type ClientInfo, type SessionResult, type SignInResult } from '../session/identity-client';
import {
  clearMfaChallengeCookie,
  readMfaChallengeCookie,
  setMfaChallengeCookie,
} from '../session/mfa-challenge-cookie';
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

/**
 * Answers a first factor identity accepted (a password, an emailed link): the session and its member, or, when the
 * member has MFA on, no session yet and the challenge in its cookie for the code step (POST /api/auth/mfa/challenge).
 */
export async function answerSignIn(
  options: { graph: ApolloServer<GatewayContext>; secureCookies: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignInResult,
  correlationId: string,
): Promise<FastifyReply> {
  if (needsMfa(result)) {
    setMfaChallengeCookie(reply, result.challenge, options.secureCookies);
    return reply.send({ mfaRequired: true as const });
  }
  if (readMfaChallengeCookie(request, options.secureCookies)) clearMfaChallengeCookie(reply, options.secureCookies);
  setSessionCookies(reply, result.session, options.secureCookies);
  return reply.send({ user: await sessionMemberOf(options.graph, request, result, correlationId) });
}
