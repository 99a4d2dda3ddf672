import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A block made by a pre-emptive entry remembers it: the blocker's list does not name that member (which would tell
 * whose address or number it is), and removing the entry lifts the block (ADR 025).
 */
export class MemberBlocksMadeInAdvance1799300130100 implements MigrationInterface {
  name = 'MemberBlocksMadeInAdvance1799300130100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "member_blocks" ADD "pre_emptive_block_id" uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "member_blocks" DROP COLUMN "pre_emptive_block_id"');
  }
}
