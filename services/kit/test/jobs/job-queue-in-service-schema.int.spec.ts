import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  days,
  handleJob,
  JOB_QUEUE_RESERVED_NAMES,
  JOB_QUEUE_SCHEMA_VERSION,
  migrateJobQueue,
  PgBossJobQueue,
  TestClock,
} from '../../src/jobs';
import { loadPgBoss } from '../../src/jobs/pg-boss.loader';
import {
  DeleteDocumentJob,
  SERVICE_SCHEMA,
  SweepJob,
  clockAtStart,
  query,
  startQueue,
  stopQueues,
  testDatabaseUrl,
  uninstallJobQueue,
} from './job-queue.fixtures';

const roster = JSON.parse(readFileSync(join(__dirname, '../../../roster.json'), 'utf8')) as {
  services: Array<{ schema: string }>;
};

/** Every schema, table, index, sequence, view, type, function and extension of the database outside `schema`. */
async function objectsOutside(schema: string): Promise<string[]> {
  const rows = await query<{ object: string }>(
    `WITH spaces AS (
       SELECT oid, nspname FROM pg_namespace
        WHERE nspname <> $1 AND nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
          AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%')
     SELECT 'schema ' || nspname AS object FROM spaces
     UNION ALL SELECT 'relation ' || s.nspname || '.' || c.relname FROM pg_class c JOIN spaces s ON s.oid = c.relnamespace
     UNION ALL SELECT 'type ' || s.nspname || '.' || t.typname FROM pg_type t JOIN spaces s ON s.oid = t.typnamespace
     UNION ALL SELECT 'function ' || s.nspname || '.' || p.proname FROM pg_proc p JOIN spaces s ON s.oid = p.pronamespace
     UNION ALL SELECT 'extension ' || extname FROM pg_extension
     ORDER BY 1`,
    [schema],
  );
  return rows.map((row) => row.object);
}

async function objectsIn(schema: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1
     UNION SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = $1
     UNION SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1
     ORDER BY 1`,
    [schema],
  );
  return rows.map((row) => row.name);
}

/** The tables, enum types and functions in a schema: what could clash with pg-boss's names. */
async function namedObjectsIn(schema: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
     UNION SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e'
     UNION SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1
     ORDER BY 1`,
    [schema],
  );
  return rows.map((row) => row.name);
}

describe("the job queue's tables", () => {
  afterEach(stopQueues);

  it("are created by the migrate step in the service's schema, and running creates nothing outside it", async () => {
    await uninstallJobQueue(SERVICE_SCHEMA);
    const mediaObjects = await namedObjectsIn(SERVICE_SCHEMA);
    expect(mediaObjects).toEqual(expect.arrayContaining(['objects', 'profile_photos', 'outbox']));
    const outsideBefore = await objectsOutside(SERVICE_SCHEMA);

    expect(await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA)).toEqual({
      schema: SERVICE_SCHEMA,
      from: null,
      to: JOB_QUEUE_SCHEMA_VERSION,
    });
    const clock = clockAtStart();
    const queue = await startQueue({
      clock,
      jobs: [
        handleJob(DeleteDocumentJob, async () => undefined),
        handleJob(SweepJob, async () => undefined, { schedule: { cron: '0 3 * * *' } }),
      ],
    });
    await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { delayMs: days(1), key: 'doc-1' });
    await clock.advance(days(1));
    expect((await clock.runDue()).completed).toBe(2);
    await stopQueues();

    expect(await objectsOutside(SERVICE_SCHEMA)).toEqual(outsideBefore);
    const mediaAfter = await namedObjectsIn(SERVICE_SCHEMA);
    expect(mediaAfter).toEqual(expect.arrayContaining(mediaObjects));
    const added = mediaAfter.filter((name) => !mediaObjects.includes(name) && !/^queue_stats_\d{8}$/.test(name));
    expect(added).toEqual([...JOB_QUEUE_RESERVED_NAMES].sort());
  });

  it('are left as they are by a second migrate step', async () => {
    await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA);
    expect(await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA)).toEqual({
      schema: SERVICE_SCHEMA,
      from: JOB_QUEUE_SCHEMA_VERSION,
      to: JOB_QUEUE_SCHEMA_VERSION,
    });
  });

  it("fit beside every service's own tables (no name is taken twice)", async () => {
    for (const { schema } of roster.services) {
      const migration = await migrateJobQueue(testDatabaseUrl(), schema);
      expect(migration.to).toBe(JOB_QUEUE_SCHEMA_VERSION);
    }
  });

  it('are not installed beside a table that has one of their names, and the error says which', async () => {
    await query('CREATE SCHEMA clash');
    await query('CREATE TABLE clash.queue (id int)');
    await query('CREATE TABLE clash.schedule (id int)');
    await expect(migrateJobQueue(testDatabaseUrl(), 'clash')).rejects.toThrow(
      `Cannot install the job queue in schema "clash": queue, schedule already exist there, and pg-boss needs ` +
        `these names. Rename the service's own objects.`,
    );
    expect(await objectsIn('clash')).toEqual(['_queue', '_schedule', 'queue', 'schedule']);

    await query('CREATE SCHEMA clash_index');
    await query('CREATE TABLE clash_index.documents (id int)');
    await query('CREATE INDEX job_common_i1 ON clash_index.documents (id)');
    await expect(migrateJobQueue(testDatabaseUrl(), 'clash_index')).rejects.toThrow(
      `Cannot install the job queue in schema "clash_index": relation "job_common_i1" already exists, and pg-boss`,
    );
    expect(await namedObjectsIn('clash_index')).toEqual(['documents']);
  });

  it('must exist before a queue starts: it does not create them, and says to run the migrate step', async () => {
    await query('CREATE SCHEMA unmigrated');
    const queue = new PgBossJobQueue({ databaseUrl: testDatabaseUrl(), schema: 'unmigrated', jobs: [] });
    await expect(queue.start()).rejects.toThrow(
      `The job queue is not installed (or is older than this pg-boss) in schema "unmigrated": ` +
        `run the service's migrate step (migrateJobQueue) before starting it`,
    );
    expect(await objectsIn('unmigrated')).toEqual([]);
  });

  it('are upgraded by the migrate step from an older pg-boss version', async () => {
    const schema = 'listings';
    await migrateJobQueue(testDatabaseUrl(), schema);
    const { getRollbackPlans } = await loadPgBoss();
    await query(getRollbackPlans(schema, JOB_QUEUE_SCHEMA_VERSION));
    expect(await query(`SELECT version::int AS version FROM ${schema}.version`)).toEqual([
      { version: JOB_QUEUE_SCHEMA_VERSION - 1 },
    ]);
    const older = new PgBossJobQueue({ databaseUrl: testDatabaseUrl(), schema, jobs: [] });
    await expect(older.start()).rejects.toThrow("run the service's migrate step");

    expect(await migrateJobQueue(testDatabaseUrl(), schema)).toEqual({
      schema,
      from: JOB_QUEUE_SCHEMA_VERSION - 1,
      to: JOB_QUEUE_SCHEMA_VERSION,
    });
    const clock = new TestClock();
    const done: string[] = [];
    const queue = await startQueue({
      schema,
      clock,
      jobs: [handleJob(DeleteDocumentJob, async ({ documentId }) => void done.push(documentId))],
    });
    await queue.send(DeleteDocumentJob, { documentId: 'after-upgrade' });
    await clock.runDue();
    expect(done).toEqual(['after-upgrade']);
  });
});
