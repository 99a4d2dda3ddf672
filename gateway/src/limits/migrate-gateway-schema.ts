import {
  migrateEnvSchemaOf,
  migrationTimeoutsOf,
  migrationUrlOf,
  runMigrations,
  serviceDataSourceOptions,
  withMigrationLock,
  type MigrationTimeouts,
} from '@village/kit';
import type { z } from 'zod';
import { gatewayMigrations } from './migrations';

export const GATEWAY_SCHEMA = 'gateway';

/** Brings the `gateway` schema (the shared rate-limit counters) up to date; returns the migrations applied. */
export function migrateGatewaySchema(databaseUrl: string, timeouts?: MigrationTimeouts): Promise<string[]> {
  return runMigrations(
    serviceDataSourceOptions({
      url: databaseUrl,
      schema: GATEWAY_SCHEMA,
      entities: [],
      migrations: gatewayMigrations,
      poolSize: 1,
    }),
    { timeouts },
  );
}

/** The migrate step's environment: the migrator's MIGRATION_DATABASE_URL, else the pods' RATE_LIMIT_DATABASE_URL. */
export const gatewayMigrateEnvSchema = migrateEnvSchemaOf('RATE_LIMIT_DATABASE_URL');

/**
 * The gateway's migrate step: as `gateway_migrator` (MIGRATION_DATABASE_URL) when set, else as the pods' role, under
 * the schema's migration lock and with the migration timeouts, as the services migrate theirs.
 */
export function migrateGatewaySchemaFromEnv(
  env: z.infer<typeof gatewayMigrateEnvSchema>,
  onWait: () => void = () => undefined,
): Promise<string[]> {
  const url = migrationUrlOf(env, 'RATE_LIMIT_DATABASE_URL') as string;
  return withMigrationLock(url, GATEWAY_SCHEMA, () => migrateGatewaySchema(url, migrationTimeoutsOf(env)), onWait);
}
