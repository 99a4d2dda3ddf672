import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every service gets a cancellation policy; the services listed before it are flexible. */
export class ServiceCancellationPolicy1797000200000 implements MigrationInterface {
  name = 'ServiceCancellationPolicy1797000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "services" ADD "cancellation_policy" text NOT NULL DEFAULT 'flexible'`);
    await queryRunner.query(
      `ALTER TABLE "services" ADD CONSTRAINT "services_cancellation_policy_check" CHECK ("cancellation_policy" IN ('flexible', 'moderate', 'strict'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "services" DROP CONSTRAINT "services_cancellation_policy_check"');
    await queryRunner.query('ALTER TABLE "services" DROP COLUMN "cancellation_policy"');
  }
}
