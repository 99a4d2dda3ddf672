import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email confirmation: `users.email_confirmed` and the confirmation links. Members who registered before confirmation
 * existed count as confirmed (nobody could have asked them); new registrations start unconfirmed.
 */
export class EmailConfirmation1796000000000 implements MigrationInterface {
  name = 'EmailConfirmation1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "email_confirmed" boolean NOT NULL DEFAULT false');
    await queryRunner.query('UPDATE "users" SET "email_confirmed" = true');
    await queryRunner.query(
      'CREATE TABLE "email_confirmation_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "email" character varying(254) NOT NULL, "resent" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "email_confirmation_tokens_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "email_confirmation_tokens_token_hash_key" ON "email_confirmation_tokens" ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "email_confirmation_tokens_user_id_created_at_idx" ON "email_confirmation_tokens" ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "email_confirmation_tokens" DROP CONSTRAINT "email_confirmation_tokens_user_id_fkey"',
    );
    await queryRunner.query('DROP INDEX "identity"."email_confirmation_tokens_user_id_created_at_idx"');
    await queryRunner.query('DROP INDEX "identity"."email_confirmation_tokens_token_hash_key"');
    await queryRunner.query('DROP TABLE "email_confirmation_tokens"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "email_confirmed"');
  }
}
