import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MultiFactorAuthentication1796200000000 implements MigrationInterface {
  name = 'MultiFactorAuthentication1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "mfa_challenges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "mfa_challenges_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "mfa_challenges_user_id_idx" ON "mfa_challenges" ("user_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "mfa_challenges_token_hash_key" ON "mfa_challenges" ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "mfa_recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "mfa_recovery_codes_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "mfa_recovery_codes_user_id_idx" ON "mfa_recovery_codes" ("user_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "mfa_recovery_codes_code_hash_key" ON "mfa_recovery_codes" ("code_hash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "mfa_secrets" ("user_id" uuid NOT NULL, "secret_ciphertext" text NOT NULL, "key_id" character varying(16) NOT NULL, "enabled_at" TIMESTAMP WITH TIME ZONE, "last_used_time_step" bigint, "failed_codes" integer NOT NULL DEFAULT \'0\', "locked_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "mfa_secrets_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "mfa_secrets" ADD CONSTRAINT "mfa_secrets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "mfa_secrets" DROP CONSTRAINT "mfa_secrets_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "mfa_recovery_codes" DROP CONSTRAINT "mfa_recovery_codes_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "mfa_challenges" DROP CONSTRAINT "mfa_challenges_user_id_fkey"');
    await queryRunner.query('DROP TABLE "mfa_secrets"');
    await queryRunner.query('DROP INDEX "identity"."mfa_recovery_codes_code_hash_key"');
    await queryRunner.query('DROP INDEX "identity"."mfa_recovery_codes_user_id_idx"');
    await queryRunner.query('DROP TABLE "mfa_recovery_codes"');
    await queryRunner.query('DROP INDEX "identity"."mfa_challenges_token_hash_key"');
    await queryRunner.query('DROP INDEX "identity"."mfa_challenges_user_id_idx"');
    await queryRunner.query('DROP TABLE "mfa_challenges"');
  }
}
