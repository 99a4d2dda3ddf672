import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Queries visitors and members send from the contact form; admins resolve them. */
export class ContactQueries1799000300000 implements MigrationInterface {
  name = 'ContactQueries1799000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_queries" ("id" uuid NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, "member_id" uuid, "status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "resolved_at" TIMESTAMP WITH TIME ZONE, "resolved_by" uuid, CONSTRAINT "contact_queries_status_check" CHECK ("status" IN ('open', 'resolved')), CONSTRAINT "contact_queries_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "contact_queries_status_created_at_idx" ON "contact_queries" ("status", "created_at") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "contact_queries_status_created_at_idx"');
    await queryRunner.query('DROP TABLE "contact_queries"');
  }
}
