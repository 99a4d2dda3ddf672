import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { migrateJobQueue, type JobQueueMigration } from '../jobs/job-queue.migration';
import { serviceDataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/run-migrations';
import type { ServiceDefinition } from './define-service';

const migrateEnvSchema = z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) });

/** What the migrate step did to the job queue's tables, in the words of its output line. */
export function describeJobQueueMigration({ from, to }: JobQueueMigration): string {
  if (from === null) return `job queue installed (version ${to})`;
  if (from === to) return `job queue is up to date (version ${to})`;
  return `job queue upgraded from version ${from} to ${to}`;
}

/**
 * A service's `migrate.ts`: the step that runs before a new version starts. Its TypeORM migrations, then the
 * job queue's tables in its schema (every service gets them, so adding jobs later changes no deployment).
 */
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
    return;
  }
  try {
    const queue = await migrateJobQueue(env.DATABASE_URL, schema);
    process.stdout.write(`${schema}: ${describeJobQueueMigration(queue)}\n`);
  } catch (error) {
    process.stderr.write(
      `${schema}: job queue migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
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
