import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SocialAccounts1799200010000 implements MigrationInterface {
  name = 'SocialAccounts1799200010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "social_accounts" ("member_id" uuid NOT NULL, "platform" text NOT NULL, "external_account_id" text NOT NULL, "account_name" text NOT NULL, "access_token" text NOT NULL, "refresh_token" text, "expires_at" TIMESTAMP WITH TIME ZONE, "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "social_accounts_platform_check" CHECK ("platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')), CONSTRAINT "social_accounts_pkey" PRIMARY KEY ("member_id", "platform"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "social_account_connections" ("state" text NOT NULL, "member_id" uuid NOT NULL, "platform" text NOT NULL, "code_verifier" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "social_account_connections_platform_check" CHECK ("platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')), CONSTRAINT "social_account_connections_pkey" PRIMARY KEY ("state"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "social_account_connections_created_at_idx" ON "social_account_connections" ("created_at") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "social_account_connections"');
    await queryRunner.query('DROP TABLE "social_accounts"');
  }
}
