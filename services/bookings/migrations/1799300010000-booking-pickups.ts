import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingPickups1799300010000 implements MigrationInterface {
  name = 'BookingPickups1799300010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking_pickups" ("booking_id" uuid NOT NULL, "authorised_adults" text array NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "booking_pickups_pkey" PRIMARY KEY ("booking_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking_handovers" ("id" uuid NOT NULL, "booking_id" uuid NOT NULL, "kind" text NOT NULL, "recorded_by" uuid NOT NULL, "recorded_by_side" text NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "booking_handovers_kind_check" CHECK ("kind" IN ('collected', 'dropped_off')), CONSTRAINT "booking_handovers_side_check" CHECK ("recorded_by_side" IN ('host', 'guest')), CONSTRAINT "booking_handovers_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "booking_handovers_booking_id_recorded_at_idx" ON "booking_handovers" ("booking_id", "recorded_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "booking_handovers"');
    await queryRunner.query('DROP TABLE "booking_pickups"');
  }
}
