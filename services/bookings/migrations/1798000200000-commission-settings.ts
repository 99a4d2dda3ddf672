import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommissionSettings1798000200000 implements MigrationInterface {
  name = 'CommissionSettings1798000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commission_settings" ("service_type" text NOT NULL, "rate" numeric(3,2) NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "commission_settings_rate_check" CHECK ("rate" >= 0 AND "rate" <= 1), CONSTRAINT "commission_settings_pkey" PRIMARY KEY ("service_type"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "commission_settings"');
  }
}
