import { loadEnvOrExit } from '../config/env';
import { eventLogMigrateEnvSchema, migrateEventLogFromEnv } from './migrate-event-log';

const env = loadEnvOrExit(eventLogMigrateEnvSchema, 'eventlog-migrate');

migrateEventLogFromEnv(env, () =>
  process.stdout.write('eventlog: another migration of this schema is running; waiting for it to finish\n'),
).then(
  (applied) =>
    process.stdout.write(`eventlog: ${applied.length ? `applied ${applied.join(', ')}` : 'schema is up to date'}\n`),
  (error: unknown) => {
    process.stderr.write(`eventlog: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
