import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Vouches between members, the second step of the trust ladder (issue 15, capability 4). */
export class MemberVouches1799300050000 implements MigrationInterface {
  name = 'MemberVouches1799300050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_vouches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "voucher_id" uuid NOT NULL, "status" character varying(16) NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "decided_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "member_vouches_not_self_check" CHECK ("member_id" <> "voucher_id"), CONSTRAINT "member_vouches_status_check" CHECK ("status" IN ('requested', 'active', 'declined', 'revoked')), CONSTRAINT "member_vouches_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "member_vouches_open_pair_key" ON "member_vouches" ("member_id", "voucher_id") WHERE "status" IN ('requested', 'active')`,
    );
    await queryRunner.query('CREATE INDEX "member_vouches_voucher_id_idx" ON "member_vouches" ("voucher_id") ');
    await queryRunner.query(
      'ALTER TABLE "member_vouches" ADD CONSTRAINT "member_vouches_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "member_vouches" ADD CONSTRAINT "member_vouches_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "member_vouches" DROP CONSTRAINT "member_vouches_voucher_id_fkey"');
    await queryRunner.query('ALTER TABLE "member_vouches" DROP CONSTRAINT "member_vouches_member_id_fkey"');
    await queryRunner.query('DROP INDEX "identity"."member_vouches_voucher_id_idx"');
    await queryRunner.query('DROP INDEX "identity"."member_vouches_open_pair_key"');
    await queryRunner.query('DROP TABLE "member_vouches"');
  }
}
