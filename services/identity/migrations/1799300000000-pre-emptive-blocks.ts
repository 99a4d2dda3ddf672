import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Blocks by a keyed hash of an email address, made before the person joins (issue 15, capability 7). */
export class PreEmptiveBlocks1799300000000 implements MigrationInterface {
  name = 'PreEmptiveBlocks1799300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "pre_emptive_blocks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "blocker_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "contact_hash" character varying(64) NOT NULL, "label" character varying(60), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pre_emptive_blocks_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "pre_emptive_blocks_blocker_id_contact_hash_key" ON "pre_emptive_blocks" ("blocker_id", "contact_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "pre_emptive_blocks_contact_hash_idx" ON "pre_emptive_blocks" ("contact_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "pre_emptive_blocks" ADD CONSTRAINT "pre_emptive_blocks_blocker_id_fkey" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "pre_emptive_blocks" DROP CONSTRAINT "pre_emptive_blocks_blocker_id_fkey"');
    await queryRunner.query('DROP INDEX "identity"."pre_emptive_blocks_contact_hash_idx"');
    await queryRunner.query('DROP INDEX "identity"."pre_emptive_blocks_blocker_id_contact_hash_key"');
    await queryRunner.query('DROP TABLE "pre_emptive_blocks"');
  }
}
