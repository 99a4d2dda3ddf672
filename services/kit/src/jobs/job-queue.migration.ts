import { Client } from 'pg';
import pgBossPackage from 'pg-boss/package.json';
import { quoteIdentifier } from '../database/run-migrations';
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

/** The tables, indexes, types and functions a plan creates in `schema` (names, without the schema). */
export function objectNamesInPlan(plan: string, schema: string): string[] {
  const created = new RegExp(
    `CREATE (?:UNIQUE )?(?:TABLE|TYPE|FUNCTION|INDEX)(?: IF NOT EXISTS)? (?:${schema}\\.)?([a-z_][a-z0-9_]*)(?=[\\s(])`,
    'g',
  );
  return [...new Set([...plan.matchAll(created)].map((match) => match[1]))].sort();
}

/**
 * The names pg-boss takes in a service's schema (`job`, `queue`, `schedule`, `version`, ...): a service
 * must not name its own tables, types or functions after them. `migrateJobQueue` refuses to install next
 * to one, and a service migration creating one after the install fails ("already exists").
 */
export async function jobQueueObjectNames(schema: string): Promise<string[]> {
  const { getConstructionPlans } = await loadPgBoss();
  return objectNamesInPlan(getConstructionPlans(schema, { createSchema: false }), schema);
}

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

async function namesAlreadyTaken(client: Client, schema: string, names: string[]): Promise<string[]> {
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
 * `runMigrations`. Safe to run twice at once (pg-boss takes an advisory lock).
 */
export async function migrateJobQueue(url: string, schema: string): Promise<JobQueueMigration> {
  const quoted = quoteIdentifier(schema);
  const pgBoss = await loadPgBoss();
  const client = new Client({ connectionString: url, application_name: `village-${schema}-jobs-migrate` });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (exists.rowCount === 0) await client.query(`CREATE SCHEMA ${quoted}`);
    const from = await installedVersion(client, schema);
    if (from === null) {
      const plan = pgBoss.getConstructionPlans(schema, { createSchema: false });
      const taken = await namesAlreadyTaken(client, schema, objectNamesInPlan(plan, schema));
      if (taken.length > 0) {
        throw new Error(
          `Cannot install the job queue in schema "${schema}": ${taken.join(', ')} already exist there ` +
            `and pg-boss needs these names. Rename the service's own objects.`,
        );
      }
      await client.query(plan);
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
