import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { migrateEventLog } from '../events/event-log.data-source';
import { EVENT_LOG_SCHEMA } from '../events/postgres-event-log.transport';
import { migrateEnvSchema } from '../service/migrate-service';
import { withMigrationLock } from './run-migrations';

const env = loadEnvOrExit(
  migrateEnvSchema.and(z.object({ EVENT_LOG_DATABASE_URL: z.url().optional() })),
  'eventlog-migrate',
);
const url = (env.MIGRATION_DATABASE_URL ?? env.EVENT_LOG_DATABASE_URL ?? env.DATABASE_URL) as string;
const timeouts = { lockTimeout: env.MIGRATION_LOCK_TIMEOUT, statementTimeout: env.MIGRATION_STATEMENT_TIMEOUT };

withMigrationLock(
  url,
  EVENT_LOG_SCHEMA,
  () => migrateEventLog(url, timeouts),
  () => process.stdout.write('eventlog: another migration of this schema is running; waiting for it to finish\n'),
).then(
  (applied) =>
    process.stdout.write(`eventlog: ${applied.length ? `applied ${applied.join(', ')}` : 'schema is up to date'}\n`),
  (error: unknown) => {
    process.stderr.write(`eventlog: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
