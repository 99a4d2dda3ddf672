import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConfirmedGuests1797000500000 implements MigrationInterface {
  name = 'ConfirmedGuests1797000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "confirmed_guests" ("booking_id" uuid NOT NULL, "service_id" uuid NOT NULL, "guest_id" uuid NOT NULL, "confirmed" boolean NOT NULL, CONSTRAINT "confirmed_guests_pkey" PRIMARY KEY ("booking_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "confirmed_guests_service_id_guest_id_idx" ON "confirmed_guests" ("service_id", "guest_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "confirmed_guests"');
  }
}
