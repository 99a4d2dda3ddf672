import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialIdentitySchema1763769600000 implements MigrationInterface {
  name = 'InitialIdentitySchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'identity');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "full_name" character varying(100) NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "city" character varying(100) NOT NULL, "postcode" character varying(16) NOT NULL, "country" character varying(64) NOT NULL, "is_single_parent" boolean NOT NULL DEFAULT false, "is_looking_for_coliving" boolean NOT NULL DEFAULT false, "offers_services" boolean NOT NULL DEFAULT false, "is_verified" boolean NOT NULL DEFAULT false, "is_admin" boolean NOT NULL DEFAULT false, "mfa_enabled" boolean NOT NULL DEFAULT false, "has_pending_signup" boolean NOT NULL DEFAULT false, "google_calendar_connected" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "users_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "users_email_key" ON "users" ("email") ');
    await queryRunner.query(
      'CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "family_id" uuid NOT NULL, "user_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id") ');
    await queryRunner.query('CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" ("user_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "credentials" ("user_id" uuid NOT NULL, "password_hash" text NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credentials_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "credentials" DROP CONSTRAINT "credentials_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_user_id_fkey"');
    await queryRunner.query('DROP TABLE "credentials"');
    await queryRunner.query('DROP INDEX "identity"."refresh_tokens_token_hash_key"');
    await queryRunner.query('DROP INDEX "identity"."refresh_tokens_user_id_idx"');
    await queryRunner.query('DROP INDEX "identity"."refresh_tokens_family_id_idx"');
    await queryRunner.query('DROP TABLE "refresh_tokens"');
    await queryRunner.query('DROP INDEX "identity"."users_email_key"');
    await queryRunner.query('DROP TABLE "users"');
    await dropKitTables(queryRunner, 'identity');
  }
}
