import { loadEnvOrExit } from '@village/kit';
import { gatewayMigrateEnvSchema, migrateGatewaySchemaFromEnv } from './limits/migrate-gateway-schema';

/** The gateway's migration step, run before a release that shares its rate limits through Postgres. */
async function main(): Promise<void> {
  const env = loadEnvOrExit(gatewayMigrateEnvSchema, 'gateway-migrate');
  try {
    const applied = await migrateGatewaySchemaFromEnv(env, () =>
      process.stdout.write('gateway: another migration of this schema is running; waiting for it to finish\n'),
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
