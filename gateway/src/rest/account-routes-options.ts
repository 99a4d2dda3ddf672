import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../graph/gateway-context';
import type { GatewayAudit } from '../session/audit-log';
import type { IdentityClient } from '../session/identity-client';

/** What the routes of a member's account (MFA, emailed links, security, development sign-in) are given. */
export interface AccountRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  identity: IdentityClient;
  secureCookies: boolean;
  authRateLimitPerMinute: number;
  audit: GatewayAudit;
  contextOf: (request: FastifyRequest) => GatewayContext;
}
