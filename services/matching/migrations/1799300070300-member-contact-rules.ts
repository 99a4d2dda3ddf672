import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who may contact whom, from identity's events (kit's memberContactRulesProjection; issue 15, capability 4). */
export class MemberContactRules1799300070300 implements MigrationInterface {
  name = 'MemberContactRules1799300070300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_contact_rules" ("user_id" uuid NOT NULL, "is_verified" boolean NOT NULL DEFAULT false, "only_verified_contact" boolean NOT NULL DEFAULT false, "rule_changed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "member_contact_rules_pkey" PRIMARY KEY ("user_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "member_contact_rules"');
  }
}
