import { loadEnvOrExit } from '@village/kit';
import { z } from 'zod';
import { migrateGatewaySchema } from './limits/migrate-gateway-schema';

/** The gateway's migration step, run before a release that shares its rate limits through Postgres. */
async function main(): Promise<void> {
  const env = loadEnvOrExit(
    z.object({ RATE_LIMIT_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) }),
    'gateway-migrate',
  );
  try {
    const applied = await migrateGatewaySchema(env.RATE_LIMIT_DATABASE_URL);
    process.stdout.write(
      `gateway: ${applied.length === 0 ? 'schema is up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  } catch (error) {
    process.stderr.write(`gateway: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

void main();
