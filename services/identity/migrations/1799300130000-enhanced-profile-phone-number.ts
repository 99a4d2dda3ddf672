import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member's own phone number, in E.164, on their enhanced profile (issue 15, capability 7: blocks by phone). */
export class EnhancedProfilePhoneNumber1799300130000 implements MigrationInterface {
  name = 'EnhancedProfilePhoneNumber1799300130000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhanced_profiles" ADD "phone_number" character varying(16)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "enhanced_profiles" DROP COLUMN "phone_number"');
  }
}
