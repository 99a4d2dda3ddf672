import {
  baseServiceEnvSchema,
  createServiceApp,
  PostgresEventLogTransport,
  type BaseServiceEnv,
  type EventEnvelope,
} from '@village/kit';
import pino from 'pino';
import { DataSource } from 'typeorm';
import type { ServiceApp } from '../../../../tests/support/auth/subgraph-graphql';
import { startTestKeys, type TestKeys } from '../../../../tests/support/auth/test-keys';
import { MatchingModule } from '../../src/app.module';

export interface MatchingTestApp {
  app: ServiceApp;
  env: BaseServiceEnv;
  dataSource: DataSource;
  keys: TestKeys;
  /** Appends events to the Postgres event log, as identity's outbox relay does. */
  publish(...envelopes: EventEnvelope[]): Promise<void>;
  /** Runs SQL on the spec file's database (matching's schema is on the search path). */
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run integration specs with TEST_TIER=integration npx jest');
  return url;
}

/**
 * Matching, in-process and not listening, on the spec file's own migrated database: its consumer group
 * reads the Postgres event log in that database, and bearer tokens verify against a test key pair.
 */
export async function startMatching(): Promise<MatchingTestApp> {
  const keys = await startTestKeys();
  const env = baseServiceEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4105',
    LOG_LEVEL: 'silent',
    DATABASE_URL: requireTestDatabaseUrl(),
    JWKS_URL: keys.jwksUrl,
  });
  const bus = new PostgresEventLogTransport({ connectionString: env.DATABASE_URL, logger: pino({ level: 'silent' }) });
  let app: ServiceApp | undefined;
  try {
    app = await createServiceApp(MatchingModule.register(env), { name: 'matching', env });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await bus.close();
    await keys.close();
    throw error;
  }
  const started = app;
  const dataSource = started.get(DataSource);
  return {
    app: started,
    env,
    dataSource,
    keys,
    publish: (...envelopes) => bus.publish(envelopes),
    sql: (query, parameters) => dataSource.query(query, parameters),
    close: async () => {
      await started.close();
      await bus.close();
      await keys.close();
    },
  };
}

/** Polls `probe` until it returns something other than undefined; fails after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
