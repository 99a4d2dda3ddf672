import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The personal calendar feed: one secret link per member (only its SHA-256 hash is kept) and the calendar projection
 * built from bookings', media's and community's events (confirmed bookings, scheduled meetings, the answers to
 * invitations and places at community events), and the Google Calendar connections: tokens sealed, the OAuth
 * states in flight (hashed) and which events were pushed, with a fingerprint of what was pushed.
 */
export class CalendarFeed1799300030000 implements MigrationInterface {
  name = 'CalendarFeed1799300030000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feed_links" (
        "user_id" uuid NOT NULL,
        "secret_hash" character varying(64) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "calendar_feed_links_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "calendar_feed_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "calendar_feed_links_secret_hash_key" ON "calendar_feed_links" ("secret_hash")',
    );
    await queryRunner.query(
      `CREATE TABLE "calendar_bookings" (
        "booking_id" uuid NOT NULL,
        "host_id" uuid NOT NULL,
        "guest_id" uuid NOT NULL,
        "booking_date" date NOT NULL,
        "status" character varying(16) NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "calendar_bookings_pkey" PRIMARY KEY ("booking_id")
      )`,
    );
    await queryRunner.query('CREATE INDEX "calendar_bookings_host_id_idx" ON "calendar_bookings" ("host_id")');
    await queryRunner.query('CREATE INDEX "calendar_bookings_guest_id_idx" ON "calendar_bookings" ("guest_id")');
    await queryRunner.query(
      `CREATE TABLE "calendar_meetings" (
        "meeting_id" uuid NOT NULL,
        "host_id" uuid NOT NULL,
        "title" text,
        "starts_at" TIMESTAMP WITH TIME ZONE,
        "duration_minutes" integer,
        "cancelled" boolean NOT NULL DEFAULT false,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "calendar_meetings_pkey" PRIMARY KEY ("meeting_id")
      )`,
    );
    await queryRunner.query('CREATE INDEX "calendar_meetings_host_id_idx" ON "calendar_meetings" ("host_id")');
    await queryRunner.query(
      `CREATE TABLE "calendar_meeting_answers" (
        "meeting_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        "status" character varying(16) NOT NULL,
        "answered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "calendar_meeting_answers_pkey" PRIMARY KEY ("meeting_id", "member_id")
      )`,
    );
    await queryRunner.query(
      'CREATE INDEX "calendar_meeting_answers_member_id_idx" ON "calendar_meeting_answers" ("member_id")',
    );
    await queryRunner.query(
      `CREATE TABLE "calendar_event_places" (
        "event_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        "status" character varying(16) NOT NULL,
        "title" text NOT NULL,
        "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "location" text NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "calendar_event_places_pkey" PRIMARY KEY ("event_id", "member_id")
      )`,
    );
    await queryRunner.query(
      'CREATE INDEX "calendar_event_places_member_id_idx" ON "calendar_event_places" ("member_id")',
    );
    await queryRunner.query(
      `CREATE TABLE "google_calendar_connections" (
        "user_id" uuid NOT NULL,
        "access_token_sealed" text NOT NULL,
        "refresh_token_sealed" text,
        "access_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "needs_sync" boolean NOT NULL DEFAULT true,
        CONSTRAINT "google_calendar_connections_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "google_calendar_connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "google_calendar_states" (
        "state_hash" character varying(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "google_calendar_states_pkey" PRIMARY KEY ("state_hash"),
        CONSTRAINT "google_calendar_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "google_calendar_pushed_events" (
        "user_id" uuid NOT NULL,
        "google_event_id" character varying(64) NOT NULL,
        "fingerprint" character varying(64) NOT NULL,
        CONSTRAINT "google_calendar_pushed_events_pkey" PRIMARY KEY ("user_id", "google_event_id"),
        CONSTRAINT "google_calendar_pushed_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "google_calendar_pushed_events"');
    await queryRunner.query('DROP TABLE "google_calendar_states"');
    await queryRunner.query('DROP TABLE "google_calendar_connections"');
    await queryRunner.query('DROP TABLE "calendar_event_places"');
    await queryRunner.query('DROP TABLE "calendar_meeting_answers"');
    await queryRunner.query('DROP TABLE "calendar_meetings"');
    await queryRunner.query('DROP TABLE "calendar_bookings"');
    await queryRunner.query('DROP TABLE "calendar_feed_links"');
  }
}
