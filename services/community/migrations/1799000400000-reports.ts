import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' reports of content and members, the admins' queue; an event an admin removed stays hidden; the listed
 * services members may report (from listings' events).
 */
export class Reports1799000400000 implements MigrationInterface {
  name = 'Reports1799000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" uuid NOT NULL, "reporter_id" uuid NOT NULL, "target_type" text NOT NULL, "target_id" uuid NOT NULL, "subject_member_id" uuid NOT NULL, "reason" text NOT NULL, "details" text, "status" text NOT NULL DEFAULT 'open', "outcome" text, "admin_note" text, "resolved_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "reports_target_type_check" CHECK ("target_type" IN ('post', 'reply', 'member', 'service', 'event', 'message')), CONSTRAINT "reports_reason_check" CHECK ("reason" IN ('spam', 'harassment', 'child_safety', 'other')), CONSTRAINT "reports_status_check" CHECK ("status" IN ('open', 'resolved')), CONSTRAINT "reports_outcome_check" CHECK ("outcome" IS NULL OR "outcome" IN ('dismiss', 'remove_content', 'warn', 'suspend')), CONSTRAINT "reports_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "reports_status_created_at_idx" ON "reports" ("status", "created_at") ');
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reports_one_open_per_reporter_idx" ON "reports" ("reporter_id", "target_type", "target_id") WHERE "status" = 'open'`,
    );
    await queryRunner.query('ALTER TABLE "community_events" ADD "removed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'CREATE TABLE "reportable_services" ("service_id" uuid NOT NULL, "host_id" uuid NOT NULL, "title" text NOT NULL, "deleted" boolean NOT NULL DEFAULT false, "version_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "reportable_services_pkey" PRIMARY KEY ("service_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "reportable_services"');
    await queryRunner.query('ALTER TABLE "community_events" DROP COLUMN "removed_at"');
    await queryRunner.query('DROP INDEX "reports_one_open_per_reporter_idx"');
    await queryRunner.query('DROP INDEX "reports_status_created_at_idx"');
    await queryRunner.query('DROP TABLE "reports"');
  }
}
