import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createErasedMembersTable, dropErasedMembersTable } from '@village/kit';

/** The members who erased their account: a late event about one of them re-creates nothing (ADR 032). */
export class ErasedMembers1799300160200 implements MigrationInterface {
  name = 'ErasedMembers1799300160200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createErasedMembersTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropErasedMembersTable(queryRunner);
  }
}
