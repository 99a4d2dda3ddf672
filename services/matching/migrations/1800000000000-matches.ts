import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parent matching: where members are (their district's centre, never the postcode), verified and suspended, what they
 * offer, their blocks, preferences and availability, match runs and matches (one row per pair).
 */
export class Matches1800000000000 implements MigrationInterface {
  name = 'Matches1800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "members" ADD "last_initial" character varying(1)');
    await queryRunner.query('ALTER TABLE "members" ADD "district" character varying(16)');
    await queryRunner.query('ALTER TABLE "members" ADD "place" character varying(200)');
    await queryRunner.query('ALTER TABLE "members" ADD "latitude" double precision');
    await queryRunner.query('ALTER TABLE "members" ADD "longitude" double precision');
    await queryRunner.query('ALTER TABLE "members" ADD "is_verified" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "members" ADD "is_suspended" boolean NOT NULL DEFAULT false');
    await queryRunner.query('CREATE INDEX "members_location_idx" ON "members" ("latitude", "longitude") ');
    await queryRunner.query(
      'CREATE TABLE "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_blocks_blocked_id_idx" ON "member_blocks" ("blocked_id") ');
    await queryRunner.query(
      'CREATE TABLE "member_offers" ("service_id" uuid NOT NULL, "host_id" uuid NOT NULL, "service_type" character varying(32) NOT NULL, "is_active" boolean NOT NULL, CONSTRAINT "member_offers_pkey" PRIMARY KEY ("service_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_offers_host_id_idx" ON "member_offers" ("host_id") ');
    await queryRunner.query(
      'CREATE TABLE "matching_preferences" ("user_id" uuid NOT NULL, "service_types" text array NOT NULL, "max_distance_miles" integer NOT NULL, "min_match_score" double precision NOT NULL, "verified_contact_only" boolean NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "matching_preferences_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "member_availability" ("user_id" uuid NOT NULL, "rules" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_availability_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "match_runs" ("id" uuid NOT NULL, "requester_id" uuid NOT NULL, "status" character varying(16) NOT NULL, "progress" double precision NOT NULL, "matches_found" integer NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "match_runs_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "match_runs_requester_id_requested_at_idx" ON "match_runs" ("requester_id", "requested_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "matches" ("id" uuid NOT NULL, "member_a_id" uuid NOT NULL, "member_b_id" uuid NOT NULL, "match_score" double precision NOT NULL, "factors" jsonb NOT NULL, "explanations" jsonb NOT NULL, "distance_miles" integer NOT NULL, "a_response" character varying(16), "b_response" character varying(16), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "scored_at" TIMESTAMP WITH TIME ZONE NOT NULL, "matched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "matches_pkey" PRIMARY KEY ("id"), CONSTRAINT "matches_member_a_id_member_b_id_key" UNIQUE ("member_a_id", "member_b_id"))',
    );
    await queryRunner.query('CREATE INDEX "matches_member_b_id_idx" ON "matches" ("member_b_id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "matches"');
    await queryRunner.query('DROP TABLE "match_runs"');
    await queryRunner.query('DROP TABLE "member_availability"');
    await queryRunner.query('DROP TABLE "matching_preferences"');
    await queryRunner.query('DROP TABLE "member_offers"');
    await queryRunner.query('DROP TABLE "member_blocks"');
    await queryRunner.query('DROP INDEX "members_location_idx"');
    for (const column of [
      'is_suspended',
      'is_verified',
      'longitude',
      'latitude',
      'place',
      'district',
      'last_initial',
    ]) {
      await queryRunner.query(`ALTER TABLE "members" DROP COLUMN "${column}"`);
    }
  }
}
