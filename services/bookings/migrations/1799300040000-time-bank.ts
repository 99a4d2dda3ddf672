import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TimeBank1799300040000 implements MigrationInterface {
  name = 'TimeBank1799300040000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "offered_services" ADD "childcare_arrangement" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE TABLE "booking_care_hours" ("booking_id" uuid NOT NULL, "care_hours" numeric(3,1) NOT NULL, "children" integer NOT NULL, "hours_charged" numeric(4,1) NOT NULL, CONSTRAINT "booking_care_hours_children_check" CHECK ("children" BETWEEN 1 AND 4), CONSTRAINT "booking_care_hours_pkey" PRIMARY KEY ("booking_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "time_bank_entries" ("id" uuid NOT NULL, "member_id" uuid NOT NULL, "booking_id" uuid, "reason" text NOT NULL, "hours_delta" numeric(5,1) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "time_bank_entries_reason_check" CHECK ("reason" IN ('starter', 'care_given', 'care_received')), CONSTRAINT "time_bank_entries_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "time_bank_entries_member_id_created_at_idx" ON "time_bank_entries" ("member_id", "created_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "time_bank_entries"');
    await queryRunner.query('DROP TABLE "booking_care_hours"');
    await queryRunner.query('ALTER TABLE "offered_services" DROP COLUMN "childcare_arrangement"');
  }
}
