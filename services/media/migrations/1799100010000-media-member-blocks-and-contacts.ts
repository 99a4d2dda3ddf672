import type { MigrationInterface, QueryRunner } from 'typeorm';

/** identity's blocks and members' contacts as media knows them, for meetings: who sees them, who is invited, emails. */
export class MediaMemberBlocksAndContacts1799100010000 implements MigrationInterface {
  name = 'MediaMemberBlocksAndContacts1799100010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_blocks_blocked_id_idx" ON "member_blocks" ("blocked_id") ');
    await queryRunner.query(
      `CREATE TABLE "member_contacts" ("user_id" uuid NOT NULL, "email" text NOT NULL, "first_name" text NOT NULL, "email_confirmed" boolean NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_contacts_pkey" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "member_contacts"');
    await queryRunner.query('DROP INDEX "member_blocks_blocked_id_idx"');
    await queryRunner.query('DROP TABLE "member_blocks"');
  }
}
