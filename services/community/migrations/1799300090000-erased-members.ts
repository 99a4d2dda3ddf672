import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members who erased their account (issue 15, capability 1b): their forum posts show "Former member". */
export class ErasedMembers1799300090000 implements MigrationInterface {
  name = 'ErasedMembers1799300090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "erased_members" ("user_id" uuid NOT NULL, "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "erased_members_pkey" PRIMARY KEY ("user_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "erased_members"');
  }
}
