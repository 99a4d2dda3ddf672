import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VerificationCases1796400000000 implements MigrationInterface {
  name = 'VerificationCases1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "verification_cases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "document_id" uuid NOT NULL, "status" text NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "rejection_reason" character varying(500), CONSTRAINT "verification_cases_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')), CONSTRAINT "verification_cases_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "verification_cases_user_id_idx" ON "verification_cases" ("user_id") ');
    await queryRunner.query(
      'CREATE INDEX "verification_cases_status_submitted_at_idx" ON "verification_cases" ("status", "submitted_at") ',
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "verification_cases_one_pending_per_user_key" ON "verification_cases" ("user_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      'ALTER TABLE "verification_cases" ADD CONSTRAINT "verification_cases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "verification_cases" DROP CONSTRAINT "verification_cases_user_id_fkey"');
    await queryRunner.query('DROP INDEX "identity"."verification_cases_one_pending_per_user_key"');
    await queryRunner.query('DROP INDEX "identity"."verification_cases_status_submitted_at_idx"');
    await queryRunner.query('DROP INDEX "identity"."verification_cases_user_id_idx"');
    await queryRunner.query('DROP TABLE "verification_cases"');
  }
}
