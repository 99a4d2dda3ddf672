import { splitMigrationPlan } from './job-queue.migration';

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
