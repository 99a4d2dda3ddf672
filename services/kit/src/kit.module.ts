import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { AuthModule } from './auth/auth.module';
import type { BaseServiceEnv } from './config/env';
import { serviceDataSourceOptions, type ServiceDataSourceInput } from './database/data-source-options';
import type { EventConsumer } from './events/event-consumer';
import { eventsConfigFromEnv } from './events/events.config';
import { EventsModule } from './events/events.module';
import { subgraphModule } from './graphql/subgraph.module';
import { HealthController } from './health/health.controller';
import { READINESS_CHECKS, READINESS_OPTIONS } from './health/readiness-check';
import { ShutdownState } from './health/graceful-shutdown';
import { createLogger } from './logging/logger';
import { consumedTopicsOf } from './metrics/consumer-lag.metrics';
import { eventHandlingMetrics } from './metrics/event-handling.metrics';
import { graphqlMetricsPlugin } from './metrics/graphql-metrics.plugin';
import type { ServiceMetrics } from './metrics/service-metrics';
import { serviceMetricsProvider } from './metrics/service-metrics.lifecycle';
import { serviceStatusResolver } from './status/service-status.resolver';

export interface KitModuleOptions {
  env: BaseServiceEnv;
  /** The service's name: its Postgres schema, its consumer group, its `<name>Status` query. */
  schema: string;
  entities: ServiceDataSourceInput['entities'];
  migrations: ServiceDataSourceInput['migrations'];
  consumers?: readonly EventConsumer[];
  /** Entity types the service extends but never returns from a query (see subgraphModule). */
  entityTypes?: Type[];
  logger?: Logger;
  /** The process's metrics registry (see ServiceMetrics). */
  metrics: ServiceMetrics;
}

export const SERVICE_ENV = Symbol('SERVICE_ENV');

/** Everything a Village service shares: its DataSource, auth guard, subgraph, health, event bus and status query. */
@Module({})
export class KitModule {
  static forRoot(options: KitModuleOptions): DynamicModule {
    const { env, schema, metrics } = options;
    const logger = options.logger ?? createLogger(schema, env.LOG_LEVEL);
    const events = eventsConfigFromEnv(env);
    const consumers = options.consumers ?? [];
    const providers: Provider[] = [
      { provide: SERVICE_ENV, useValue: env },
      { provide: READINESS_CHECKS, useValue: [] },
      { provide: READINESS_OPTIONS, useValue: { failureGraceMs: env.READINESS_FAILURE_GRACE_MS } },
      ShutdownState,
      serviceStatusResolver(schema),
      serviceMetricsProvider({ metrics, env, events, consumed: consumedTopicsOf(schema, consumers), logger }),
    ];
    return {
      module: KitModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(
          serviceDataSourceOptions({
            url: env.DATABASE_URL,
            schema,
            entities: options.entities,
            migrations: options.migrations,
            poolSize: env.DB_POOL_MAX,
          }),
        ),
        AuthModule.forRoot({
          jwksUrl: env.JWKS_URL,
          issuer: env.JWT_ISSUER,
          audience: env.JWT_AUDIENCE,
          service: schema,
          logLevel: env.LOG_LEVEL,
        }),
        subgraphModule({
          introspection: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
          entityTypes: options.entityTypes,
          plugins: [graphqlMetricsPlugin(metrics)],
        }),
        EventsModule.forRoot({
          config: events,
          logger,
          group: schema,
          consumers,
          observer: eventHandlingMetrics(metrics),
        }),
      ],
      controllers: [HealthController],
      providers,
      exports: [SERVICE_ENV, ShutdownState],
    };
  }
}
