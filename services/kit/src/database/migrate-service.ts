import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import type { ServiceDefinition } from '../service/define-service';
import { serviceDataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

const migrateEnvSchema = z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) });

/** A service's `migrate.ts`: the step that runs its migrations before a new version starts. */
export async function migrateService(
  definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities' | 'migrations'>,
): Promise<void> {
  const { schema } = definition;
  const env = loadEnvOrExit(migrateEnvSchema, `${schema}-migrate`);
  try {
    const applied = await runMigrations(serviceDataSourceOptionsOf(definition, env.DATABASE_URL, 1));
    process.stdout.write(
      `${schema}: ${applied.length === 0 ? 'schema is up to date' : `applied ${applied.join(', ')}`}\n`,
    );
  } catch (error) {
    process.stderr.write(`${schema}: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/** The DataSource options of a declared service on a database. */
export function serviceDataSourceOptionsOf(
  definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities' | 'migrations'>,
  url: string,
  poolSize?: number,
): ReturnType<typeof serviceDataSourceOptions> {
  return serviceDataSourceOptions({
    url,
    schema: definition.schema,
    entities: [...definition.dataSourceEntities],
    migrations: [...definition.migrations],
    poolSize,
  });
}
