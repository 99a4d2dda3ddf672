import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountLinksAndDevices1796100000000 implements MigrationInterface {
  name = 'AccountLinksAndDevices1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "account_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" character varying(16) NOT NULL, "token_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "account_links_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "account_links_user_id_idx" ON "account_links" ("user_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "account_links_token_hash_key" ON "account_links" ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "account_link_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "purpose" character varying(16) NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "account_link_requests_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "account_link_requests_requested_at_idx" ON "account_link_requests" ("requested_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "account_link_requests_email_purpose_requested_at_idx" ON "account_link_requests" ("email", "purpose", "requested_at") ',
    );
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "user_agent" character varying(512)');
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "client_ip" character varying(64)');
    await queryRunner.query(
      'ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "account_links" DROP CONSTRAINT "account_links_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "client_ip"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "user_agent"');
    await queryRunner.query('DROP INDEX "identity"."account_link_requests_email_purpose_requested_at_idx"');
    await queryRunner.query('DROP INDEX "identity"."account_link_requests_requested_at_idx"');
    await queryRunner.query('DROP TABLE "account_link_requests"');
    await queryRunner.query('DROP INDEX "identity"."account_links_token_hash_key"');
    await queryRunner.query('DROP INDEX "identity"."account_links_user_id_idx"');
    await queryRunner.query('DROP TABLE "account_links"');
  }
}
