import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Enhanced DBS checks recorded by an admin, the third step of the trust ladder (issue 15, capability 4). */
export class DbsChecks1799300050100 implements MigrationInterface {
  name = 'DbsChecks1799300050100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "dbs_checks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "certificate_last4" character varying(4) NOT NULL, "issued_on" date NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "recorded_by" uuid NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" uuid, CONSTRAINT "dbs_checks_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "dbs_checks_one_current_per_member_key" ON "dbs_checks" ("member_id") WHERE "revoked_at" IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "dbs_checks" ADD CONSTRAINT "dbs_checks_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "dbs_checks" DROP CONSTRAINT "dbs_checks_member_id_fkey"');
    await queryRunner.query('DROP INDEX "identity"."dbs_checks_one_current_per_member_key"');
    await queryRunner.query('DROP TABLE "dbs_checks"');
  }
}
