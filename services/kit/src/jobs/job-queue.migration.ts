import { Client } from 'pg';
import pgBossPackage from 'pg-boss/package.json';
import { quoteIdentifier, type MigrationTimeouts } from '../database/run-migrations';
import { loadPgBoss } from './pg-boss.loader';

/** The version of pg-boss's schema this pg-boss installs and runs on. */
export const JOB_QUEUE_SCHEMA_VERSION: number = pgBossPackage.pgboss.schema;

export interface JobQueueMigration {
  schema: string;
  /** The version found: null when pg-boss was not installed. */
  from: number | null;
  to: number;
}

const INLINED_CONCURRENT_BUILD = '\n-- inlined from ';

/**
 * A pg-boss migration plan is one transaction followed by index builds (`CREATE INDEX CONCURRENTLY`) that
 * must each run on their own, outside it.
 */
export function splitMigrationPlan(plan: string): { transaction: string; concurrent: string[] } {
  const start = plan.indexOf(INLINED_CONCURRENT_BUILD);
  if (start < 0) return { transaction: plan, concurrent: [] };
  const concurrent = plan
    .slice(start + 1)
    .split(/;\s*\n(?=-- inlined from )/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement.length > 0);
  return { transaction: plan.slice(0, start), concurrent };
}

/**
 * The tables, type and functions pg-boss creates in a service's schema (besides their indexes and the
 * daily `queue_stats_YYYYMMDD` partitions): a service must not name its own objects after them.
 * `migrateJobQueue` refuses to install next to one, and a service migration creating one after the
 * install fails ("already exists"). An integration test keeps this list equal to what pg-boss creates.
 */
export const JOB_QUEUE_RESERVED_NAMES: readonly string[] = [
  'bam',
  'create_queue',
  'delete_queue',
  'instance',
  'job',
  'job_common',
  'job_dependency',
  'job_now',
  'job_state',
  'job_table_format',
  'job_table_run',
  'job_table_run_async',
  'queue',
  'queue_stats',
  'schedule',
  'subscription',
  'version',
  'warning',
];

/** PostgreSQL's "already exists" for a relation, a type and a function. */
const ALREADY_EXISTS = new Set(['42P07', '42710', '42723']);

async function installedVersion(client: Client, schema: string): Promise<number | null> {
  const pgBossVersionTable = await client.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = 'version' AND column_name = 'cron_on'`,
    [schema],
  );
  if (pgBossVersionTable.rowCount === 0) return null;
  const { rows } = await client.query<{ version: string }>(
    `SELECT version::text AS version FROM ${quoteIdentifier(schema)}.version LIMIT 1`,
  );
  return rows.length === 0 ? null : Number(rows[0].version);
}

function nameTaken(schema: string, detail: string): Error {
  return new Error(
    `Cannot install the job queue in schema "${schema}": ${detail}, and pg-boss needs these names. ` +
      `Rename the service's own objects.`,
  );
}

async function namesAlreadyTaken(client: Client, schema: string, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relname = ANY($2::text[])
     UNION
     SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typname = ANY($2::text[])
     UNION
     SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND p.proname = ANY($2::text[])
     ORDER BY 1`,
    [schema, names],
  );
  return rows.map((row) => row.name);
}

/**
 * The migrate step of a service's job queue: installs pg-boss's tables in the service's own schema, or
 * upgrades them to this pg-boss's version; does nothing when they are current. Run it in the service's
 * migrate entry after its TypeORM migrations, never when the service boots (the queue starts without
 * migrating). Needs no right beyond the schema: it creates the schema only when missing, like
 * `runMigrations`. Safe to run twice at once (pg-boss takes an advisory lock). `timeouts`: as the service's
 * migrations (`migrateServiceSchema`).
 */
export async function migrateJobQueue(
  url: string,
  schema: string,
  timeouts?: MigrationTimeouts,
): Promise<JobQueueMigration> {
  const quoted = quoteIdentifier(schema);
  const pgBoss = await loadPgBoss();
  const client = new Client({
    connectionString: url,
    application_name: `village-${schema}-jobs-migrate`,
    ...(timeouts
      ? { options: `-c lock_timeout=${timeouts.lockTimeout} -c statement_timeout=${timeouts.statementTimeout}` }
      : {}),
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (exists.rowCount === 0) await client.query(`CREATE SCHEMA ${quoted}`);
    const from = await installedVersion(client, schema);
    if (from === null) {
      const taken = await namesAlreadyTaken(client, schema, JOB_QUEUE_RESERVED_NAMES);
      if (taken.length > 0) throw nameTaken(schema, `${taken.join(', ')} already exist there`);
      try {
        await client.query(pgBoss.getConstructionPlans(schema, { createSchema: false }));
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        if (code && ALREADY_EXISTS.has(code)) throw nameTaken(schema, message ?? code);
        throw error;
      }
    } else if (from < JOB_QUEUE_SCHEMA_VERSION) {
      const { rows } = await client.query<{ table_name: string; policy: string }>(
        `SELECT table_name, policy FROM ${quoted}.queue WHERE partition = true`,
      );
      const plan = pgBoss.getMigrationPlans(schema, from, {
        partitionTables: rows.map((row) => ({ tableName: row.table_name, policy: row.policy })),
      });
      const { transaction, concurrent } = splitMigrationPlan(plan);
      await client.query(transaction);
      for (const statement of concurrent) await client.query(statement);
    } else if (from > JOB_QUEUE_SCHEMA_VERSION) {
      throw new Error(
        `The job queue in schema "${schema}" is at version ${from}, newer than this pg-boss (${JOB_QUEUE_SCHEMA_VERSION})`,
      );
    }
    return { schema, from, to: (await installedVersion(client, schema)) ?? JOB_QUEUE_SCHEMA_VERSION };
  } finally {
    await client.end();
  }
}
