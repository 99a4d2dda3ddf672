import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A recurring service's custom rule (RFC 5545 RRULE) and how long each occurrence lasts. */
export class ServiceRecurrence1799300110000 implements MigrationInterface {
  name = 'ServiceRecurrence1799300110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "services" ADD "recurrence_rule" text`);
    await queryRunner.query(`ALTER TABLE "services" ADD "duration_minutes" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "services" DROP COLUMN "duration_minutes"');
    await queryRunner.query('ALTER TABLE "services" DROP COLUMN "recurrence_rule"');
  }
}
