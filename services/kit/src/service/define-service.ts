import {
  Module,
  type DynamicModule,
  type ForwardReference,
  type INestApplicationContext,
  type Provider,
  type Type,
  type WebSocketAdapter,
} from '@nestjs/common';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { BaseServiceEnv } from '../config/env';
import type { EventConsumer } from '../events/event-consumer';
import type { HttpServer } from '../http/http-server';
import { EVENT_ENTITIES } from '../events/event-entities';
import { systemClock, type Clock } from '../jobs/clock.port';
import type { JobRegistration } from '../jobs/job-definition';
import { KitModule } from '../kit.module';
import type { MailEnv } from '../mail/mail.env';
import { mailProviders } from '../mail/mail.providers';
import { createLogger } from '../logging/logger';
import { jobRunMetrics } from '../metrics/job-queue.metrics';
import { ServiceMetrics } from '../metrics/service-metrics';
import { rosterEntry } from './roster';
import { serviceJobs } from './service-jobs';

/**
 * Everything that makes one Village service, declared once in `services/<name>/src/<name>.service.ts` and read by
 * its `main.ts` (`runService`), its `migrate.ts` (`migrateService`) and the integration tests
 * (`startServiceForTest` in tests/support).
 */
export interface ServiceDeclaration<Env extends BaseServiceEnv = BaseServiceEnv> {
  /** The service's name in `services/roster.json`, which gives its default port and its Postgres schema. */
  name: string;
  /** Its environment: `baseServiceEnvSchema`, extended with the service's own variables (`env.ts`). */
  env: z.ZodType<Env>;
  /** Its TypeORM entities; the kit adds its own event tables (outbox, processed events). */
  entities: readonly Type[];
  /** Its migrations, oldest first (`migrations/index.ts`). */
  migrations: readonly Type[];
  /** Reactions to other services' events (`*.consumer.ts`), run idempotently in the service's consumer group. */
  consumers?: readonly EventConsumer[];
  /** Entity types the service only extends and never returns from a query (e.g. `User` outside identity). */
  entityTypes?: readonly Type[];
  imports?: ReadonlyArray<Type | DynamicModule | ForwardReference>;
  controllers?: readonly Type[];
  /** Use cases, resolvers and adapters; the environment is injectable as `SERVICE_ENV`. */
  providers?: readonly Provider[];
  /** The largest JSON body a route accepts (default 1 MiB). */
  bodyLimitBytes?: number;
  /** Runs on the HTTP server before it starts, e.g. to accept another content type (`acceptRawBody`). */
  configureHttp?: (http: HttpServer, env: Env) => void;
  /**
   * The service serves WebSocket gateways (`@WebSocketGateway`) with this adapter on its HTTP server, e.g.
   * `(app) => new IoAdapter(app)` for socket.io.
   */
  webSocketAdapter?: (app: INestApplicationContext) => WebSocketAdapter;
  /**
   * Work for later or off the request path, run by the kit's job queue in the service's schema:
   * `handleJob(Type, handler, { schedule, retry, ... })`. Handler classes become providers by themselves.
   */
  jobs?: readonly JobRegistration[];
  /**
   * The service sends email: `MailQueue` (queue an email; the `send-mail` job sends it with retries) and `MAILER`
   * (SMTP) become injectable. Its env must include `mailEnvShape` (SMTP_URL, MAIL_FROM).
   */
  mail?: Env extends MailEnv ? boolean : never;
}

/** What differs between a running service and one under test. */
export interface ServiceModuleOptions {
  /** Where the service reads the time (`CLOCK`) and the job queue runs on; tests pass a `TestClock`. */
  clock?: Clock;
  /** The process's metrics registry (createServiceApp makes one; otherwise the module makes its own). */
  metrics?: ServiceMetrics;
}

/** A declared service, with what the roster says about it and its Nest module. */
export interface ServiceDefinition<Env extends BaseServiceEnv = BaseServiceEnv> extends ServiceDeclaration<Env> {
  /** Its Postgres schema, its consumer group and the prefix of its `<schema>Status` query. */
  schema: string;
  /** Its port unless PORT says otherwise. */
  port: number;
  /** Its entities and the kit's, as its DataSource needs them. */
  dataSourceEntities: readonly Type[];
  /** The Nest module of the service for an environment. */
  module(env: Env, logger?: Logger, options?: ServiceModuleOptions): DynamicModule;
}

const pascalCase = (name: string): string =>
  name.replace(/(^|[-_])([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());

export function defineService<Env extends BaseServiceEnv>(
  declaration: ServiceDeclaration<Env>,
): ServiceDefinition<Env> {
  const { schema, port } = rosterEntry(declaration.name);
  const dataSourceEntities = [...declaration.entities, ...EVENT_ENTITIES];
  const className = `${pascalCase(declaration.name)}Module`;
  const serviceModule = { [className]: class {} }[className];
  Module({})(serviceModule);
  return {
    ...declaration,
    schema,
    port,
    dataSourceEntities,
    module: (env, logger, options = {}) => {
      const mail = declaration.mail ? mailProviders() : { providers: [], jobs: [] };
      const providers = [...(declaration.providers ?? []), ...mail.providers];
      const metrics = options.metrics ?? new ServiceMetrics(declaration.name);
      const jobs = serviceJobs({
        databaseUrl: env.DATABASE_URL,
        schema,
        jobs: [...(declaration.jobs ?? []), ...mail.jobs],
        providers,
        clock: options.clock ?? systemClock,
        logger: logger ?? createLogger(schema, env.LOG_LEVEL),
        poolSize: env.JOB_QUEUE_DB_POOL_MAX,
        observer: jobRunMetrics(metrics),
      });
      return {
        module: serviceModule,
        imports: [
          KitModule.forRoot({
            env,
            schema,
            entities: dataSourceEntities,
            migrations: [...declaration.migrations],
            consumers: declaration.consumers,
            entityTypes: [...(declaration.entityTypes ?? [])],
            logger,
            metrics,
          }),
          jobs.module,
          ...(declaration.imports ?? []),
        ],
        controllers: [...(declaration.controllers ?? [])],
        providers: [...providers, ...jobs.providers],
      };
    },
  };
}
