import {
  createServiceApp,
  loadServiceEnv,
  PostgresEventLogTransport,
  type BaseServiceEnv,
  type EventEnvelope,
  type ServiceApp,
  type ServiceDefinition,
  type TestClock,
} from '@village/kit';
import pino, { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { startTestKeys, type TestKeys } from './auth/test-keys';
import { requireTestDatabaseUrl } from './test-database';

export interface ServiceTestApp<Env extends BaseServiceEnv = BaseServiceEnv> {
  app: ServiceApp;
  env: Env;
  dataSource: DataSource;
  /** The key pair bearer tokens verify against (`keys.signAccessToken` signs a member's token). */
  keys: TestKeys;
  /** The service's clock when the spec gave one: `clock.advance(minutes(61))`, then `clock.runDue()`. */
  clock?: TestClock;
  inject: ServiceApp['inject'];
  /** Runs SQL on the spec file's database (the service's schema is on the search path). */
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  /** Appends events to the Postgres event log, as a publishing service's outbox relay does. */
  publish(...envelopes: EventEnvelope[]): Promise<void>;
  /** Stops the service (and the keys, when the helper made them). */
  close(): Promise<void>;
}

export interface ServiceTestOptions {
  /** Variables on top of the test defaults (database, JWKS, silent logs). */
  env?: Record<string, string>;
  /** A key pair to reuse; otherwise the helper makes one and closes it with the service. */
  keys?: TestKeys;
  /**
   * The service's time (`CLOCK`) and its job queue's: nothing due runs until the spec moves it and calls
   * `runDue()`. Without one, the service reads the system clock and its queue polls as in production.
   */
  clock?: TestClock;
  /** The service's log (silent by default). */
  logger?: Logger;
}

/**
 * A service from its declaration, in-process and not listening, on the spec file's own migrated database
 * (TEST_DATABASE_URL), its bearer tokens verified against a test key pair.
 */
export async function startServiceForTest<Env extends BaseServiceEnv>(
  definition: ServiceDefinition<Env>,
  options: ServiceTestOptions = {},
): Promise<ServiceTestApp<Env>> {
  const keys = options.keys ?? (await startTestKeys());
  const closeKeys = options.keys ? async () => undefined : () => keys.close();
  let app: ServiceApp | undefined;
  let env: Env;
  try {
    env = loadServiceEnv(definition, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: requireTestDatabaseUrl(),
      JWKS_URL: keys.jwksUrl,
      ...options.env,
    });
    app = await createServiceApp(definition, env, { clock: options.clock, logger: options.logger });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await closeKeys();
    throw error;
  }
  const started = app;
  const dataSource = started.get(DataSource);
  let bus: PostgresEventLogTransport | undefined;
  return {
    app: started,
    env,
    dataSource,
    keys,
    ...(options.clock ? { clock: options.clock } : {}),
    inject: started.inject.bind(started),
    sql: (query, parameters) => dataSource.query(query, parameters),
    publish: (...envelopes) => {
      bus ??= new PostgresEventLogTransport({ connectionString: env.DATABASE_URL, logger: pino({ level: 'silent' }) });
      return bus.publish(envelopes);
    },
    close: async () => {
      await started.close();
      await bus?.close();
      await closeKeys();
    },
  };
}
