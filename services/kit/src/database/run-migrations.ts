import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrationsOfStep, type MigrateStep } from './migration-phase';

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * How long a migration may wait for a lock, and run one statement, before it gives up. A migration queued behind a
 * long transaction of live traffic holds its place in the lock queue and blocks every query behind it: failing after
 * `lockTimeout` (and retrying later) costs the live system that long at most. PostgreSQL interval text: `5s`, `10min`.
 */
export interface MigrationTimeouts {
  lockTimeout: string;
  statementTimeout: string;
}

export interface RunMigrationsOptions {
  /** Which migrations may run (default `all`): see `MigrateStep`. */
  step?: MigrateStep;
  timeouts?: MigrationTimeouts;
}

/** Creates the schema only when missing, so a role that owns its schema needs no CREATE right on the database. */
export async function ensureSchema(dataSource: DataSource, schema: string): Promise<void> {
  const found = await dataSource.query<unknown[]>('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [
    schema,
  ]);
  if (found.length === 0) await dataSource.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
}

/** The connection options every connection of the pool starts with, plus the timeouts. */
function withTimeouts(options: DataSourceOptions, timeouts: MigrationTimeouts | undefined): DataSourceOptions {
  if (!timeouts || options.type !== 'postgres') return options;
  const extra = options.extra as { options?: string } | undefined;
  const settings = `-c lock_timeout=${timeouts.lockTimeout} -c statement_timeout=${timeouts.statementTimeout}`;
  return { ...options, extra: { ...extra, options: extra?.options ? `${extra.options} ${settings}` : settings } };
}

/** Whether any migration was ever applied in the DataSource's schema (a fresh install has no live version). */
async function anyApplied(dataSource: DataSource, options: DataSourceOptions & { schema?: string }): Promise<boolean> {
  const table = `${options.schema ? `${quoteIdentifier(options.schema)}.` : ''}${quoteIdentifier(options.migrationsTableName ?? 'migrations')}`;
  const [found] = await dataSource.query<{ exists: boolean }[]>('SELECT to_regclass($1) IS NOT NULL AS exists', [
    table,
  ]);
  if (!found.exists) return false;
  const rows = await dataSource.query<unknown[]>(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Applies the pending migrations of a step, each in its own transaction; returns their names. The `pre` step of a
 * fresh install applies them all: no version is serving yet, and their order then matters more than their phase.
 */
export async function runMigrations(
  options: DataSourceOptions & { schema?: string },
  { step = 'all', timeouts }: RunMigrationsOptions = {},
): Promise<string[]> {
  const connectionOptions = withTimeouts(options, timeouts);
  let dataSource = new DataSource(connectionOptions);
  await dataSource.initialize();
  try {
    if (options.schema) await ensureSchema(dataSource, options.schema);
    if (step === 'pre' && Array.isArray(options.migrations) && (await anyApplied(dataSource, options))) {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
      const preDeploy = migrationsOfStep(options.migrations as Function[], 'pre');
      await dataSource.destroy();
      dataSource = new DataSource({ ...connectionOptions, migrations: preDeploy });
      await dataSource.initialize();
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

/** The advisory lock of a schema's migrations: two keys (a namespace, the schema), apart from pg-boss's one-key locks. */
const MIGRATION_LOCK_SQL = "hashtext('village.migrations'), hashtext($1)";

/**
 * Runs `work` while holding the schema's migration lock (a session advisory lock on a connection of its own), so two
 * migrate runs on one schema (two Helm Jobs after a timed-out upgrade, two replicas of a script) never overlap: the
 * second waits, then finds nothing pending. `onWait` is called once when another run holds the lock.
 */
export async function withMigrationLock<T>(
  url: string,
  schema: string,
  work: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  const client = new Client({ connectionString: url, application_name: `village-${schema}-migrate-lock` });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${MIGRATION_LOCK_SQL}) AS locked`,
      [schema],
    );
    if (!rows[0].locked) {
      onWait();
      await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_SQL})`, [schema]);
    }
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_SQL})`, [schema]);
    }
  } finally {
    await client.end();
  }
}

/** Whether an error is PostgreSQL's lock_timeout (SQLSTATE 55P03, lock_not_available). */
export function isLockTimeout(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: string; driverError?: { code?: string } };
  return code === '55P03' || driverError?.code === '55P03';
}

export async function pendingSchemaChanges(options: DataSourceOptions): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return sql.upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
  }
}
