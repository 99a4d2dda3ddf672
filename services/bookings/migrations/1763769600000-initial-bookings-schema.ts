import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialBookingsSchema1763769600000 implements MigrationInterface {
  name = 'InitialBookingsSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'bookings');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKitTables(queryRunner, 'bookings');
  }
}
