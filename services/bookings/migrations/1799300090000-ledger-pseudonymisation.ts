import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger stays append-only, with one exception (issue 15, capability 1b; ADR 032): when a member erases their
 * account, their entries' `member_id` becomes a pseudonym. Only that column may change, and only in a transaction that
 * declared it (`SET LOCAL village.pseudonymising = 'on'`); amounts, accounts and dates never change.
 */
export class LedgerPseudonymisation1799300090000 implements MigrationInterface {
  name = 'LedgerPseudonymisation1799300090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' AND current_setting('village.pseudonymising', true) = 'on'
            AND (to_jsonb(NEW) - 'member_id') = (to_jsonb(OLD) - 'member_id') THEN
           RETURN NEW;
         END IF;
         RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
       END $$`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
       END $$`,
    );
  }
}
