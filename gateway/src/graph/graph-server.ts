import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayEnv } from '../env';
import { subgraphUrlOverride } from '../env';
import { depthLimitRule } from './depth-limit.rule';
import type { GatewayContext } from './gateway-context';

export const DEFAULT_SUPERGRAPH_PATH = join(__dirname, '..', '..', '..', 'supergraph.graphql');

class AuthenticatedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { accessToken, correlationId } = context as Partial<GatewayContext>;
    if (accessToken) request.http?.headers.set('authorization', `Bearer ${accessToken}`);
    if (correlationId) request.http?.headers.set('x-correlation-id', correlationId);
  }
}

export function createGraphServer(env: GatewayEnv): ApolloServer<GatewayContext> {
  const supergraphSdl = readFileSync(env.SUPERGRAPH_PATH ?? DEFAULT_SUPERGRAPH_PATH, 'utf8');
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new AuthenticatedDataSource({ url: subgraphUrlOverride(env, name) ?? url }),
  });
  return new ApolloServer<GatewayContext>({
    gateway,
    introspection: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimitRule(env.GRAPHQL_MAX_DEPTH)],
  });
}

export function subgraphHealthUrls(env: GatewayEnv): string[] {
  const supergraphSdl = readFileSync(env.SUPERGRAPH_PATH ?? DEFAULT_SUPERGRAPH_PATH, 'utf8');
  const urls: string[] = [];
  for (const match of supergraphSdl.matchAll(/@join__graph\(name: "([^"]+)", url: "([^"]+)"\)/g)) {
    const url = subgraphUrlOverride(env, match[1]) ?? match[2];
    urls.push(url.replace(/\/graphql$/, '/health/ready'));
  }
  return urls;
}
