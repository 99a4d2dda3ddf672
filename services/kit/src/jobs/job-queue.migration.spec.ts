import { objectNamesInPlan, splitMigrationPlan } from './job-queue.migration';

const transaction = `
    BEGIN;
    SELECT pg_advisory_xact_lock(1);
    ALTER TABLE media.job ADD COLUMN x int;
    UPDATE media.version SET version = '46';
    COMMIT;
  `;

describe('splitMigrationPlan', () => {
  it('keeps a plan without concurrent index builds whole', () => {
    expect(splitMigrationPlan(transaction)).toEqual({ transaction, concurrent: [] });
  });

  it('runs each inlined CREATE INDEX CONCURRENTLY on its own, after the transaction', () => {
    const plan =
      `${transaction}\n-- inlined from media.job_table_run_async (migration v45, command: a)\n` +
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS job_common_i13 ON media.job_common (name);\n` +
      `-- inlined from media.job_table_run_async (migration v46, command: b)\n` +
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS job_common_i14 ON media.job_common (state);`;
    expect(splitMigrationPlan(plan)).toEqual({
      transaction,
      concurrent: [
        '-- inlined from media.job_table_run_async (migration v45, command: a)\n' +
          'CREATE INDEX CONCURRENTLY IF NOT EXISTS job_common_i13 ON media.job_common (name)',
        '-- inlined from media.job_table_run_async (migration v46, command: b)\n' +
          'CREATE INDEX CONCURRENTLY IF NOT EXISTS job_common_i14 ON media.job_common (state)',
      ],
    });
  });
});

describe('objectNamesInPlan', () => {
  it('lists what the plan creates in the schema, once each', () => {
    const plan = `
      CREATE TYPE media.job_state AS ENUM ('created');
      CREATE FUNCTION media.job_now() RETURNS timestamptz AS $$ SELECT now() $$ LANGUAGE sql;
      CREATE TABLE media.queue (name text);
      CREATE TABLE media.job (id uuid) PARTITION BY LIST (name);
      CREATE UNIQUE INDEX job_i1 ON media.job (id);
      CREATE INDEX IF NOT EXISTS job_i1 ON media.job (id);
      EXECUTE format('CREATE TABLE media.%I (LIKE media.job)', table_name);`;
    expect(objectNamesInPlan(plan, 'media')).toEqual(['job', 'job_i1', 'job_now', 'job_state', 'queue']);
  });
});
