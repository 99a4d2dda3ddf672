import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityDocuments1796450000000 implements MigrationInterface {
  name = 'IdentityDocuments1796450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_purpose_check" CHECK ("purpose" IN ('profile_photo', 'identity_document'))`,
    );
    await queryRunner.query(`ALTER TABLE "media"."objects" ADD "verification_case_id" uuid`);
    await queryRunner.query(`ALTER TABLE "media"."objects" ADD "delete_after" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "objects_verification_case_id_idx" ON "media"."objects" ("verification_case_id") `,
    );
    await queryRunner.query(`CREATE INDEX "objects_delete_after_idx" ON "media"."objects" ("delete_after") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."objects_delete_after_idx"`);
    await queryRunner.query(`DROP INDEX "media"."objects_verification_case_id_idx"`);
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP COLUMN "delete_after"`);
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP COLUMN "verification_case_id"`);
    await queryRunner.query(`DELETE FROM "media"."objects" WHERE "purpose" = 'identity_document'`);
    await queryRunner.query(`ALTER TABLE "media"."objects" DROP CONSTRAINT "objects_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "media"."objects" ADD CONSTRAINT "objects_purpose_check" CHECK ("purpose" IN ('profile_photo'))`,
    );
  }
}
