import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The rule a recurring service's occurrences follow, and the host's pauses and cancellations of them. */
export class ServiceOccurrences1799300111000 implements MigrationInterface {
  name = 'ServiceOccurrences1799300111000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "offered_services" ADD "recurrence_rule" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "offered_services" ADD "duration_minutes" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `CREATE TABLE "service_occurrence_states" ("service_id" uuid NOT NULL, "occurrence_date" date NOT NULL, "state" text NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "service_occurrence_states_state_check" CHECK ("state" IN ('paused', 'cancelled')), CONSTRAINT "service_occurrence_states_pkey" PRIMARY KEY ("service_id", "occurrence_date"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "service_series_states" ("service_id" uuid NOT NULL, "state" text NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "service_series_states_state_check" CHECK ("state" IN ('paused', 'cancelled')), CONSTRAINT "service_series_states_pkey" PRIMARY KEY ("service_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "service_series_states"');
    await queryRunner.query('DROP TABLE "service_occurrence_states"');
    await queryRunner.query('ALTER TABLE "offered_services" DROP COLUMN "duration_minutes"');
    await queryRunner.query('ALTER TABLE "offered_services" DROP COLUMN "recurrence_rule"');
  }
}
