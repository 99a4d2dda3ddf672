import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { DynamicModule, Type } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphqlTracingPlugin } from '../tracing/graphql-tracing.plugin';

export interface SubgraphOptions {
  introspection: boolean;
  /** Entity types this subgraph only extends (no query returns them), e.g. `User` in matching. */
  entityTypes?: Type[];
  /** Apollo Server plugins besides the kit's own (e.g. metrics). */
  plugins?: ApolloServerPlugin[];
}

export function subgraphModule(options: SubgraphOptions): DynamicModule {
  return GraphQLModule.forRoot<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    autoSchemaFile: { federation: 2 },
    sortSchema: true,
    fieldResolverEnhancers: ['guards', 'filters'],
    buildSchemaOptions: { orphanedTypes: options.entityTypes ?? [] },
    plugins: [ApolloServerPluginInlineTraceDisabled(), graphqlTracingPlugin(), ...(options.plugins ?? [])],
    path: '/graphql',
    introspection: options.introspection,
    playground: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    context: ({ req, request, reply }: { req?: FastifyRequest; request?: FastifyRequest; reply?: FastifyReply }) => ({
      req: req ?? request,
      reply,
      loaders: new Map(),
    }),
  });
}
