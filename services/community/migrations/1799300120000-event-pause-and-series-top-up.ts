import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An organiser pauses RSVPs to one date or to a series, and cancels a series as a whole; an open-ended series is
 * topped up each day, one row per date (a date is never created twice).
 */
export class EventPauseAndSeriesTopUp1799300120000 implements MigrationInterface {
  name = 'EventPauseAndSeriesTopUp1799300120000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "community_events" ADD "paused_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "community_events" ADD "series_cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "community_events_series_start_key" ON "community_events" ("series_id", "start_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "community_events_series_start_key"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "series_cancelled_at"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "paused_at"');
  }
}
