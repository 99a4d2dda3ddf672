import { runMigrations, serviceDataSourceOptions, type MigrationTimeouts } from '@village/kit';
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
