import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnhancedProfileAndMemberBlocks1796500000000 implements MigrationInterface {
  name = 'EnhancedProfileAndMemberBlocks1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, "blocked_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"))',
    );
    await queryRunner.query('CREATE INDEX "member_blocks_blocked_id_idx" ON "member_blocks" ("blocked_id") ');
    await queryRunner.query(
      'CREATE TABLE "enhanced_profiles" ("user_id" uuid NOT NULL, "bio" character varying(500) NOT NULL DEFAULT \'\', "parenting_situation" character varying(32), "kids_age_range" character varying(100) NOT NULL DEFAULT \'\', "skills_interests" character varying(1000) NOT NULL DEFAULT \'\', "languages_spoken" text array NOT NULL, "preferred_contact_methods" text array NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "enhanced_profiles_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_fkey" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_fkey" FOREIGN KEY ("blocked_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "enhanced_profiles" ADD CONSTRAINT "enhanced_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhanced_profiles" DROP CONSTRAINT "enhanced_profiles_user_id_fkey"');
    await queryRunner.query('ALTER TABLE "member_blocks" DROP CONSTRAINT "member_blocks_blocked_id_fkey"');
    await queryRunner.query('ALTER TABLE "member_blocks" DROP CONSTRAINT "member_blocks_blocker_id_fkey"');
    await queryRunner.query('DROP TABLE "enhanced_profiles"');
    await queryRunner.query('DROP INDEX "identity"."member_blocks_blocked_id_idx"');
    await queryRunner.query('DROP TABLE "member_blocks"');
  }
}
