import { createServiceApp } from '@village/kit';
import { DataSource } from 'typeorm';
import type { ServiceApp } from '../../../../tests/support/auth/subgraph-graphql';
import { startTestKeys, type TestKeys } from '../../../../tests/support/auth/test-keys';
import { IdentityModule } from '../../src/app.module';
import { identityEnvSchema, type IdentityEnv } from '../../src/env';
import type { RegistrationFields } from '../factories/registration.factory';

/** The JSON identity answers for register, sign-in and refresh. */
export interface SessionBody {
  user: Record<string, unknown> & { id: string; email: string; isAdmin: boolean };
  session: { accessToken: string; accessTokenExpiresAt: string; refreshToken: string; refreshTokenExpiresAt: string };
}

export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

export interface IdentityTestApp {
  app: ServiceApp;
  env: IdentityEnv;
  dataSource: DataSource;
  keys: TestKeys;
  post(url: string, payload: unknown): ReturnType<ServiceApp['inject']>;
  register(fields: Partial<RegistrationFields> | Record<string, unknown>): ReturnType<ServiceApp['inject']>;
  signIn(email: string, password: string): ReturnType<ServiceApp['inject']>;
  refresh(refreshToken: string): ReturnType<ServiceApp['inject']>;
  revoke(refreshToken: string): ReturnType<ServiceApp['inject']>;
  /** Runs SQL on the spec file's database (identity's schema is on the search path). */
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  /** Stops the app; the keys too unless `keepKeys` (for a second boot on the same database). */
  close(options?: { keepKeys?: boolean }): Promise<void>;
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run integration specs with TEST_TIER=integration npx jest');
  return url;
}

/**
 * Identity, in-process and not listening, on the spec file's own migrated database, with a test key pair:
 * it signs with `keys.privateKeyPem` and verifies bearer tokens against `keys.jwksUrl` (the same pair).
 */
export async function startIdentity(
  envOverrides: Record<string, string> = {},
  existingKeys?: TestKeys,
): Promise<IdentityTestApp> {
  const keys = existingKeys ?? (await startTestKeys());
  const env = identityEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4101',
    LOG_LEVEL: 'silent',
    DATABASE_URL: requireTestDatabaseUrl(),
    JWKS_URL: keys.jwksUrl,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    ...envOverrides,
  });
  let app: ServiceApp | undefined;
  try {
    app = await createServiceApp(IdentityModule.register(env), { name: 'identity', env });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    if (!existingKeys) await keys.close();
    throw error;
  }
  const started = app;
  const dataSource = started.get(DataSource);
  const post = (url: string, payload: unknown) =>
    started.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  return {
    app: started,
    env,
    dataSource,
    keys,
    post,
    register: (fields) => post('/sessions/register', fields),
    signIn: (email, password) => post('/sessions', { email, password }),
    refresh: (refreshToken) => post('/sessions/refresh', { refreshToken }),
    revoke: (refreshToken) => post('/sessions/revoke', { refreshToken }),
    sql: (query, parameters) => dataSource.query(query, parameters),
    close: async (options) => {
      await started.close();
      if (!options?.keepKeys) await keys.close();
    },
  };
}

/** Every UserRegistered event in the database, whether still in identity's outbox or already shipped to the log. */
export async function userRegisteredEvents(
  identity: IdentityTestApp,
): Promise<Array<{ id: string; key: string; payload: Buffer }>> {
  // One statement, one snapshot: the relay publishes before it deletes, so an event is always in one place
  // (or both, for a moment; UNION keeps it once).
  return identity.sql(
    `SELECT id::text, key, payload FROM identity.outbox WHERE type = $1
     UNION
     SELECT id::text, key, payload FROM eventlog.events WHERE type = $1 AND topic = 'identity.users'`,
    ['village.identity.v1.UserRegistered'],
  );
}
