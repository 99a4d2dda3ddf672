import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServicePhotos1797000200000 implements MigrationInterface {
  name = 'ServicePhotos1797000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_purpose_check" CHECK ("purpose" IN ('profile_photo', 'identity_document', 'service_photo'))`,
    );
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_status_check" CHECK ("status" IN ('pending', 'attached', 'discarded'))`,
    );
    await queryRunner.query(`ALTER TABLE "media"."objects" ADD "service_id" uuid`);
    await queryRunner.query(`CREATE INDEX "objects_service_id_idx" ON "media"."objects" ("service_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."objects_service_id_idx"`);
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP COLUMN "service_id"`);
    await queryRunner.query(
      `DELETE FROM "media"."objects" WHERE "purpose" = 'service_photo' OR "status" = 'discarded'`,
    );
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_status_check" CHECK ("status" IN ('pending', 'attached'))`,
    );
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_purpose_check" CHECK ("purpose" IN ('profile_photo', 'identity_document'))`,
    );
  }
}
