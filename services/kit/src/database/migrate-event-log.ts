import { z } from 'zod';
import { migrateEventLog } from '../events/event-log.data-source';
import { EVENT_LOG_SCHEMA } from '../events/postgres-event-log.transport';
import { migrateEnvSchema, migrationTimeoutsOf } from '../service/migrate-service';
import { withMigrationLock } from './run-migrations';

/** The event log's migrate step: MIGRATION_DATABASE_URL (`eventlog_migrator`), else the log's own URL. */
export const eventLogMigrateEnvSchema = migrateEnvSchema.and(z.object({ EVENT_LOG_DATABASE_URL: z.url().optional() }));

/** Migrates the `eventlog` schema under its migration lock, with the migration timeouts; returns what it applied. */
export function migrateEventLogFromEnv(
  env: z.infer<typeof eventLogMigrateEnvSchema>,
  onWait: () => void = () => undefined,
): Promise<string[]> {
  const url = (env.MIGRATION_DATABASE_URL ?? env.EVENT_LOG_DATABASE_URL ?? env.DATABASE_URL) as string;
  return withMigrationLock(url, EVENT_LOG_SCHEMA, () => migrateEventLog(url, migrationTimeoutsOf(env)), onWait);
}
