import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConnectedAccounts1798000300000 implements MigrationInterface {
  name = 'ConnectedAccounts1798000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "connected_accounts" ("host_id" uuid NOT NULL, "provider_account_id" text NOT NULL, "charges_enabled" boolean NOT NULL DEFAULT false, "payouts_enabled" boolean NOT NULL DEFAULT false, "details_submitted" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "connected_accounts_pkey" PRIMARY KEY ("host_id"), CONSTRAINT "connected_accounts_provider_account_id_key" UNIQUE ("provider_account_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "connected_accounts"');
  }
}
