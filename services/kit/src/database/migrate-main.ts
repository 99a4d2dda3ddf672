import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { serviceDataSourceOptions, type ServiceDataSourceInput } from './data-source-options';
import { runMigrations } from './run-migrations';

const migrateEnvSchema = z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) });

/** Entry point of `node dist/src/migrate.js`: the step that runs before a new version starts. */
export async function migrateMain(input: Omit<ServiceDataSourceInput, 'url'>): Promise<void> {
  const env = loadEnvOrExit(migrateEnvSchema, `${input.schema}-migrate`);
  try {
    const applied = await runMigrations(serviceDataSourceOptions({ ...input, url: env.DATABASE_URL, poolSize: 1 }));
    process.stdout.write(
      `${input.schema}: ${applied.length === 0 ? 'schema is up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  } catch (error) {
    process.stderr.write(
      `${input.schema}: migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
