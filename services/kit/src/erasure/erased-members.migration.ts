import type { QueryRunner } from 'typeorm';

/** Creates a service's `erased_members` (see `ErasedMemberEntity`), from one of its migrations. */
export async function createErasedMembersTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    'CREATE TABLE "erased_members" ("user_id" uuid NOT NULL, "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "erased_members_pkey" PRIMARY KEY ("user_id"))',
  );
}

export async function dropErasedMembersTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('DROP TABLE "erased_members"');
}
