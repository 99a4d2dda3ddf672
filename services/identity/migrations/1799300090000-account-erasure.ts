import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a member erased their account (issue 15, capability 1b): the anonymised row stays so sessions stay revoked. */
export class AccountErasure1799300090000 implements MigrationInterface {
  name = 'AccountErasure1799300090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "erased_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "erased_at"');
  }
}
