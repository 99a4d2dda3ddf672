import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an admin suspended a member (after a report, in community); a suspended member cannot sign in. */
export class MemberSuspension1799000400000 implements MigrationInterface {
  name = 'MemberSuspension1799000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "suspended_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "suspended_at"');
  }
}
