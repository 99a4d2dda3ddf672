import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionRevocationAndSignInLimit1795405620249 implements MigrationInterface {
  name = 'SessionRevocationAndSignInLimit1795405620249';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sign_in_failures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "sign_in_failures_failed_at_idx" ON "sign_in_failures" ("failed_at") ');
    await queryRunner.query(
      'CREATE INDEX "sign_in_failures_email_failed_at_idx" ON "sign_in_failures" ("email", "failed_at") ',
    );
    await queryRunner.query('CREATE INDEX "refresh_tokens_revoked_at_idx" ON "refresh_tokens" ("revoked_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "identity"."refresh_tokens_revoked_at_idx"');
    await queryRunner.query('DROP INDEX "identity"."sign_in_failures_email_failed_at_idx"');
    await queryRunner.query('DROP INDEX "identity"."sign_in_failures_failed_at_idx"');
    await queryRunner.query('DROP TABLE "sign_in_failures"');
  }
}
