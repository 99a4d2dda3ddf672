import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VideoMeetings1799100000000 implements MigrationInterface {
  name = 'VideoMeetings1799100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "video_meetings" ("id" uuid NOT NULL, "host_id" uuid NOT NULL, "title" text NOT NULL, "description" text, "scheduled_for" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_minutes" integer NOT NULL DEFAULT 60, "max_participants" integer NOT NULL DEFAULT 10, "is_public" boolean NOT NULL DEFAULT true, "meeting_type" text NOT NULL DEFAULT 'general', "status" text NOT NULL DEFAULT 'scheduled', "room_id" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "video_meetings_type_check" CHECK ("meeting_type" IN ('general', 'playdate', 'consultation', 'support_group')), CONSTRAINT "video_meetings_status_check" CHECK ("status" IN ('scheduled', 'active', 'completed', 'cancelled')), CONSTRAINT "video_meetings_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 480), CONSTRAINT "video_meetings_max_participants_check" CHECK ("max_participants" BETWEEN 2 AND 50), CONSTRAINT "video_meetings_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "video_meetings_scheduled_for_idx" ON "video_meetings" ("scheduled_for") ');
    await queryRunner.query('CREATE INDEX "video_meetings_host_id_idx" ON "video_meetings" ("host_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "video_meetings_room_id_key" ON "video_meetings" ("room_id") ');
    await queryRunner.query(
      `CREATE TABLE "meeting_invitations" ("id" uuid NOT NULL, "meeting_id" uuid NOT NULL, "invitee_id" uuid NOT NULL, "inviter_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "responded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "meeting_invitations_status_check" CHECK ("status" IN ('pending', 'accepted', 'declined')), CONSTRAINT "meeting_invitations_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "meeting_invitations_meeting_invitee_key" ON "meeting_invitations" ("meeting_id", "invitee_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "meeting_invitations_invitee_id_idx" ON "meeting_invitations" ("invitee_id") ',
    );
    await queryRunner.query(
      `CREATE TABLE "call_admissions" ("meeting_id" uuid NOT NULL, "user_id" uuid NOT NULL, "admitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "call_admissions_pkey" PRIMARY KEY ("meeting_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "call_removals" ("meeting_id" uuid NOT NULL, "user_id" uuid NOT NULL, "removed_by" uuid NOT NULL, "removed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "call_removals_pkey" PRIMARY KEY ("meeting_id", "user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "call_removals"');
    await queryRunner.query('DROP TABLE "call_admissions"');
    await queryRunner.query('DROP INDEX "meeting_invitations_invitee_id_idx"');
    await queryRunner.query('DROP INDEX "meeting_invitations_meeting_invitee_key"');
    await queryRunner.query('DROP TABLE "meeting_invitations"');
    await queryRunner.query('DROP INDEX "video_meetings_room_id_key"');
    await queryRunner.query('DROP INDEX "video_meetings_host_id_idx"');
    await queryRunner.query('DROP INDEX "video_meetings_scheduled_for_idx"');
    await queryRunner.query('DROP TABLE "video_meetings"');
  }
}
