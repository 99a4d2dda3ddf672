import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The occurrences of a recurring event share a series; an organiser may cancel one or all of them. */
export class RecurringEvents1799300112000 implements MigrationInterface {
  name = 'RecurringEvents1799300112000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "community_events" ADD "series_id" uuid`);
    await queryRunner.query(`ALTER TABLE "community_events" ADD "recurrence_rule" text`);
    await queryRunner.query(`ALTER TABLE "community_events" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "community_events_series_id_idx" ON "community_events" ("series_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "community_events_series_id_idx"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "cancelled_at"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "recurrence_rule"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "series_id"');
  }
}
