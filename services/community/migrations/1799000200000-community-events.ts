import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Community events and members' RSVPs to them (going, waitlisted or cancelled). */
export class CommunityEvents1799000200000 implements MigrationInterface {
  name = 'CommunityEvents1799000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "community_events" ("id" uuid NOT NULL, "organiser_id" uuid NOT NULL, "title" text NOT NULL, "description" text NOT NULL, "event_type" text NOT NULL, "location" text, "is_virtual" boolean NOT NULL, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE NOT NULL, "max_participants" integer NOT NULL DEFAULT 20, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "community_events_type_check" CHECK ("event_type" IN ('social', 'workshop', 'support_group', 'educational', 'meetup')), CONSTRAINT "community_events_times_check" CHECK ("end_at" > "start_at"), CONSTRAINT "community_events_max_participants_check" CHECK ("max_participants" BETWEEN 2 AND 100), CONSTRAINT "community_events_location_check" CHECK (NOT "is_virtual" OR "location" IS NULL), CONSTRAINT "community_events_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "community_events_start_at_idx" ON "community_events" ("start_at") ');
    await queryRunner.query(
      `CREATE TABLE "event_rsvps" ("event_id" uuid NOT NULL, "member_id" uuid NOT NULL, "status" text NOT NULL, "children_ages" integer array NOT NULL DEFAULT '{}', "position" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "event_rsvps_status_check" CHECK ("status" IN ('going', 'waitlisted', 'cancelled')), CONSTRAINT "event_rsvps_pkey" PRIMARY KEY ("event_id", "member_id"))`,
    );
    await queryRunner.query('CREATE INDEX "event_rsvps_member_id_idx" ON "event_rsvps" ("member_id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "event_rsvps_member_id_idx"');
    await queryRunner.query('DROP TABLE "event_rsvps"');
    await queryRunner.query('DROP INDEX "community_events_start_at_idx"');
    await queryRunner.query('DROP TABLE "community_events"');
  }
}
