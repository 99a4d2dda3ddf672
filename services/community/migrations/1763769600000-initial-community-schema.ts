import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialCommunitySchema1763769600000 implements MigrationInterface {
  name = 'InitialCommunitySchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'community');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropKitTables(queryRunner, 'community');
  }
}
