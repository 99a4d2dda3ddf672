import { Writable } from 'node:stream';
import { Client } from 'pg';
import pino, { type Logger } from 'pino';
import { z } from 'zod';
import {
  defineJob,
  JOB_QUEUE_RESERVED_NAMES,
  migrateJobQueue,
  PgBossJobQueue,
  TestClock,
  type PgBossJobQueueOptions,
} from '../../src/jobs';

/** The service schema the specs install the queue in: media, with its own tables beside it. */
export const SERVICE_SCHEMA = 'media';

export const DeleteDocumentJob = defineJob('delete-document', z.object({ documentId: z.string() }));
export const SweepJob = defineJob('sweep-expired-documents', z.object({}));

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the integration tier through jest.config.js');
  return url;
}

export interface CapturedLog {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
}

/** A logger whose lines a test can read (JSON objects, as pino writes them). */
export function capturedLog(): CapturedLog {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

/** Queues a spec started, stopped in `stopQueues()` (afterEach/afterAll). */
const started: PgBossJobQueue[] = [];

export async function startQueue(
  options: Omit<PgBossJobQueueOptions, 'databaseUrl' | 'schema'> & { schema?: string },
): Promise<PgBossJobQueue> {
  const queue = new PgBossJobQueue({
    databaseUrl: testDatabaseUrl(),
    schema: SERVICE_SCHEMA,
    logger: capturedLog().logger,
    ...options,
  });
  started.push(queue);
  await queue.start();
  await queue.startWorkers();
  return queue;
}

export async function stopQueues(): Promise<void> {
  const queues = started.splice(0);
  await Promise.all(queues.map((queue) => queue.stop()));
}

/**
 * For the enclosing describe block: the job queue migrated in the service schema before its tests, and the queues
 * its tests start stopped after each test or after all of them.
 */
export function jobQueueForTests(stopQueuesAfter: 'each' | 'all'): void {
  beforeAll(async () => {
    await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA);
  });
  if (stopQueuesAfter === 'each') afterEach(stopQueues);
  else afterAll(stopQueues);
}

/** A test clock at the specs' fixed start, 2030-01-01T00:00:00Z, so that due times can be written out. */
export const clockAtStart = (): TestClock => new TestClock(new Date('2030-01-01T00:00:00Z'));

export interface JobRow {
  name: string;
  state: string;
  retry_count: number;
  start_after: Date;
  singleton_key: string | null;
  output: { message?: string } | null;
}

export async function query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The rows pg-boss keeps for one job type, oldest first. */
export function jobRows(name: string, schema = SERVICE_SCHEMA): Promise<JobRow[]> {
  return query<JobRow>(
    `SELECT name, state::text AS state, retry_count, start_after, singleton_key, output
       FROM ${schema}.job WHERE name = $1 ORDER BY created_on, id`,
    [name],
  );
}

/**
 * Removes the job queue's tables, type and functions from a schema, as before its first migrate step (the
 * template database installs them in every service schema).
 */
export async function uninstallJobQueue(schema: string): Promise<void> {
  const drops = await query<{ statement: string }>(
    `SELECT format('DROP TABLE IF EXISTS %I.%I CASCADE', n.nspname, c.relname) AS statement
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND c.relname = ANY($2::text[])
     UNION ALL
     SELECT format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure)
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND p.proname = ANY($2::text[])
     UNION ALL
     SELECT format('DROP TYPE IF EXISTS %I.%I CASCADE', n.nspname, t.typname)
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e' AND t.typname = ANY($2::text[])`,
    [schema, JOB_QUEUE_RESERVED_NAMES],
  );
  await query(drops.map((drop) => drop.statement).join(';\n'));
}
