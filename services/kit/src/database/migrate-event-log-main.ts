import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { migrateEventLog } from '../events/event-log.data-source';

const env = loadEnvOrExit(
  z.object({ DATABASE_URL: z.url(), EVENT_LOG_DATABASE_URL: z.url().optional() }),
  'eventlog-migrate',
);

migrateEventLog(env.EVENT_LOG_DATABASE_URL ?? env.DATABASE_URL).then(
  (applied) =>
    process.stdout.write(`eventlog: ${applied.length ? `applied ${applied.join(', ')}` : 'schema is up to date'}\n`),
  (error: unknown) => {
    process.stderr.write(`eventlog: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
