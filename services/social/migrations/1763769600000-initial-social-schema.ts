import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialSocialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSocialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'social');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKitTables(queryRunner, 'social');
  }
}
