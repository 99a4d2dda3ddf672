import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PROVISIONAL (listings-browse branch only): the `services` and `member_blocks` tables of the contract, so that the
 * browse query, its geo indexes and its tests run before listings-core's own migration lands. Every statement is
 * IF NOT EXISTS: after the merge it changes nothing and can be deleted together with its entry in index.ts.
 */
export class ProvisionalServicesForBrowse1797000099999 implements MigrationInterface {
  name = 'ProvisionalServicesForBrowse1797000099999';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS "services" (
      "id" uuid NOT NULL, "host_id" uuid NOT NULL, "title" character varying(100) NOT NULL,
      "description" character varying(1000) NOT NULL, "type" character varying(32) NOT NULL,
      "service_mode" character varying(16) NOT NULL, "date_time" TIMESTAMP WITH TIME ZONE,
      "is_recurring" boolean NOT NULL DEFAULT false, "recurring_pattern" character varying(16),
      "location" character varying(200), "country" character varying(64) NOT NULL,
      "postcode" character varying(16) NOT NULL, "district" character varying(16) NOT NULL,
      "place" character varying(200), "latitude" double precision NOT NULL, "longitude" double precision NOT NULL,
      "virtual_link" character varying(2048), "pricing_type" character varying(16) NOT NULL, "price_minor" bigint,
      "currency" character(3) NOT NULL DEFAULT 'GBP', "max_participants" integer NOT NULL DEFAULT 1,
      "audience_limitations" character varying(200), "availability_notes" character varying(500),
      "details" jsonb NOT NULL DEFAULT '{}', "status" character varying(16) NOT NULL,
      "photo_ids" uuid array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "services_pkey" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS "services_host_id_created_at_idx" ON "services" ("host_id", "created_at" DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS "services_status_created_at_id_idx" ON "services" ("status", "created_at" DESC, "id")',
    );
    await queryRunner.query(
      'CREATE TABLE IF NOT EXISTS "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS "member_blocks"');
    await queryRunner.query('DROP TABLE IF EXISTS "services"');
  }
}
