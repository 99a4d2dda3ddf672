import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Only verified members may contact me" (issue 15, capability 4): off unless the member turns it on. */
export class MemberContactSettings1799300070000 implements MigrationInterface {
  name = 'MemberContactSettings1799300070000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_contact_settings" ("user_id" uuid NOT NULL, "only_verified_contact" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_contact_settings_pkey" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "member_contact_settings" ADD CONSTRAINT "member_contact_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "member_contact_settings" DROP CONSTRAINT "member_contact_settings_user_id_fkey"',
    );
    await queryRunner.query('DROP TABLE "member_contact_settings"');
  }
}
