import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberContacts1798000500000 implements MigrationInterface {
  name = 'MemberContacts1798000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_contacts" ("user_id" uuid NOT NULL, "email" text NOT NULL, "first_name" text NOT NULL, "email_confirmed" boolean NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "member_contacts_pkey" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "member_contacts"');
  }
}
