import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialListingsSchema1763769600000 implements MigrationInterface {
  name = 'InitialListingsSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'listings');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKitTables(queryRunner, 'listings');
  }
}
