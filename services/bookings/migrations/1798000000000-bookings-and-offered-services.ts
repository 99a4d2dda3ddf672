import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingsAndOfferedServices1798000000000 implements MigrationInterface {
  name = 'BookingsAndOfferedServices1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "offered_services" ("service_id" uuid NOT NULL, "host_id" uuid NOT NULL, "type" text NOT NULL, "title" text NOT NULL, "pricing_type" text NOT NULL, "price_minor" bigint, "currency" character(3) NOT NULL, "max_participants" integer NOT NULL, "status" text NOT NULL, "date_time" TIMESTAMP WITH TIME ZONE, "is_recurring" boolean NOT NULL DEFAULT false, "cancellation_policy" text NOT NULL DEFAULT 'flexible', "deleted" boolean NOT NULL DEFAULT false, "version_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "offered_services_pkey" PRIMARY KEY ("service_id"))`,
    );
    await queryRunner.query(
      'CREATE TABLE "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_blocks_blocked_id_idx" ON "member_blocks" ("blocked_id") ');
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" uuid NOT NULL, "service_id" uuid NOT NULL, "host_id" uuid NOT NULL, "guest_id" uuid NOT NULL, "booking_date" date NOT NULL, "notes" text, "amount_minor" bigint NOT NULL, "currency" character(3) NOT NULL, "status" text NOT NULL, "payment_status" text NOT NULL, "cancellation_policy" text NOT NULL, "cancelled_by" text, "refund_minor" bigint NOT NULL DEFAULT 0, "commission_rate" numeric(3,2), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "confirmed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "bookings_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_guest_id_booking_date_idx" ON "bookings" ("guest_id", "booking_date") ',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_host_id_booking_date_idx" ON "bookings" ("host_id", "booking_date") ',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_service_id_booking_date_idx" ON "bookings" ("service_id", "booking_date") ',
    );
    await queryRunner.query(
      'CREATE TABLE "service_day_capacity" ("service_id" uuid NOT NULL, "booking_date" date NOT NULL, "held" integer NOT NULL DEFAULT 0, CONSTRAINT "service_day_capacity_pkey" PRIMARY KEY ("service_id", "booking_date"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "service_day_capacity"');
    await queryRunner.query('DROP INDEX "bookings"."bookings_service_id_booking_date_idx"');
    await queryRunner.query('DROP INDEX "bookings"."bookings_host_id_booking_date_idx"');
    await queryRunner.query('DROP INDEX "bookings"."bookings_guest_id_booking_date_idx"');
    await queryRunner.query('DROP TABLE "bookings"');
    await queryRunner.query('DROP INDEX "bookings"."member_blocks_blocked_id_idx"');
    await queryRunner.query('DROP TABLE "member_blocks"');
    await queryRunner.query('DROP TABLE "offered_services"');
  }
}
