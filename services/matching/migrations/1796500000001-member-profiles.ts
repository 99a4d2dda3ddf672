import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberProfiles1796500000001 implements MigrationInterface {
  name = 'MemberProfiles1796500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_profiles" ("user_id" uuid NOT NULL, "parenting_situation" character varying(32), "kids_age_range" character varying(100) NOT NULL, "skills_interests" character varying(1000) NOT NULL, "languages_spoken" text array NOT NULL, "preferred_contact_methods" text array NOT NULL, "profile_updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_profiles_pkey" PRIMARY KEY ("user_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "member_profiles"');
  }
}
