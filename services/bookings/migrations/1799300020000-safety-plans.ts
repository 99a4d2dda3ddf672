import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SafetyPlans1799300020000 implements MigrationInterface {
  name = 'SafetyPlans1799300020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "offered_services" ADD "district" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE TABLE "safety_plans" ("id" uuid NOT NULL, "booking_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "contact_name" text NOT NULL, "contact_email" text NOT NULL, "meeting_note" text, "check_in_at" TIMESTAMP WITH TIME ZONE, "status" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "safety_plans_status_check" CHECK ("status" IN ('active', 'checked_in', 'alerted', 'cancelled')), CONSTRAINT "safety_plans_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "safety_plans_one_active_idx" ON "safety_plans" ("booking_id", "owner_id") WHERE "status" = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX "safety_plans_owner_id_booking_id_idx" ON "safety_plans" ("owner_id", "booking_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "safety_plan_actions" ("id" uuid NOT NULL, "plan_id" uuid NOT NULL, "action" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "safety_plan_actions_action_check" CHECK ("action" IN ('shared', 'checked_in', 'cancelled', 'alerted')), CONSTRAINT "safety_plan_actions_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "safety_plan_actions_plan_id_at_idx" ON "safety_plan_actions" ("plan_id", "at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_last_initials" ("user_id" uuid NOT NULL, "last_initial" character varying(1) NOT NULL, CONSTRAINT "member_last_initials_pkey" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "safety_plan_actions" ADD CONSTRAINT "safety_plan_actions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "safety_plans"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "member_last_initials"');
    await queryRunner.query('DROP TABLE "safety_plan_actions"');
    await queryRunner.query('DROP TABLE "safety_plans"');
    await queryRunner.query('ALTER TABLE "offered_services" DROP COLUMN "district"');
  }
}
