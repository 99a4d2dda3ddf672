import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServicesAndMemberBlocks1797000000000 implements MigrationInterface {
  name = 'ServicesAndMemberBlocks1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "services" ("id" uuid NOT NULL, "host_id" uuid NOT NULL, "title" text NOT NULL, "description" text NOT NULL, "type" text NOT NULL, "service_mode" text NOT NULL, "date_time" TIMESTAMP WITH TIME ZONE, "is_recurring" boolean NOT NULL, "recurring_pattern" text, "location" text, "country" text NOT NULL, "postcode" text NOT NULL, "district" text NOT NULL, "place" text, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "virtual_link" text, "pricing_type" text NOT NULL, "price_minor" bigint, "currency" character(3) NOT NULL, "max_participants" integer NOT NULL, "audience_limitations" text, "availability_notes" text, "details" jsonb NOT NULL, "status" text NOT NULL, "photo_ids" uuid array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "services_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "services_host_id_created_at_idx" ON "services" ("host_id", "created_at" DESC) ',
    );
    await queryRunner.query(
      'CREATE INDEX "services_status_created_at_id_idx" ON "services" ("status", "created_at" DESC, "id" DESC) ',
    );
    await queryRunner.query(
      'CREATE TABLE "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_blocks_blocked_id_idx" ON "member_blocks" ("blocked_id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "listings"."member_blocks_blocked_id_idx"');
    await queryRunner.query('DROP TABLE "member_blocks"');
    await queryRunner.query('DROP INDEX "listings"."services_status_created_at_id_idx"');
    await queryRunner.query('DROP INDEX "listings"."services_host_id_created_at_idx"');
    await queryRunner.query('DROP TABLE "services"');
  }
}
