import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate-limit counters shared by the gateway's pods. Unlogged: a counter is worth a minute at most, so it skips
 * the WAL (and replicas); a crash empties the table, which only restarts the windows.
 */
export class RateLimitCounters1799300150000 implements MigrationInterface {
  name = 'RateLimitCounters1799300150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE gateway.rate_limit_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX rate_limit_counters_window_ends_at ON gateway.rate_limit_counters (window_ends_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE gateway.rate_limit_counters`);
  }
}
