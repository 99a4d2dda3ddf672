import {
  loadEnvOrExit,
  migrateEnvSchemaOf,
  migrationTimeoutsOf,
  migrationUrlOf,
  withMigrationLock,
} from '@village/kit';
import { GATEWAY_SCHEMA, migrateGatewaySchema } from './limits/migrate-gateway-schema';

/**
 * The gateway's migration step, run before a release that shares its rate limits through Postgres: as the
 * `gateway_migrator` role (MIGRATION_DATABASE_URL) when set, else as the runtime role (RATE_LIMIT_DATABASE_URL).
 */
async function main(): Promise<void> {
  const env = loadEnvOrExit(migrateEnvSchemaOf('RATE_LIMIT_DATABASE_URL'), 'gateway-migrate');
  const url = migrationUrlOf(env, 'RATE_LIMIT_DATABASE_URL') as string;
  try {
    const applied = await withMigrationLock(
      url,
      GATEWAY_SCHEMA,
      () => migrateGatewaySchema(url, migrationTimeoutsOf(env)),
      () => process.stdout.write('gateway: another migration of this schema is running; waiting for it to finish\n'),
    );
    process.stdout.write(
      `gateway: ${applied.length === 0 ? 'schema is up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  } catch (error) {
    process.stderr.write(`gateway: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

void main();
