import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExternalIdentities1796300000000 implements MigrationInterface {
  name = 'ExternalIdentities1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "external_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(32) NOT NULL, "subject" character varying(255) NOT NULL, "user_id" uuid NOT NULL, "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_signed_in_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "external_identities_pkey" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "external_identities_user_id_idx" ON "external_identities" ("user_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "external_identities_provider_subject_key" ON "external_identities" ("provider", "subject") ',
    );
    await queryRunner.query(
      'ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "external_identities" DROP CONSTRAINT "external_identities_user_id_fkey"');
    await queryRunner.query('DROP INDEX "identity"."external_identities_provider_subject_key"');
    await queryRunner.query('DROP INDEX "identity"."external_identities_user_id_idx"');
    await queryRunner.query('DROP TABLE "external_identities"');
  }
}
