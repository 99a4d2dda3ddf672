import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments of bookings, the provider's webhook events processed once, and the append-only double-entry ledger. */
export class PaymentsAndLedger1798000100000 implements MigrationInterface {
  name = 'PaymentsAndLedger1798000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL, "booking_id" uuid NOT NULL, "provider" text NOT NULL, "provider_payment_id" text NOT NULL, "guest_id" uuid NOT NULL, "host_id" uuid NOT NULL, "service_type" text NOT NULL, "amount_minor" bigint NOT NULL, "currency" character(3) NOT NULL, "status" text NOT NULL, "captured_minor" bigint NOT NULL DEFAULT 0, "refunded_minor" bigint NOT NULL DEFAULT 0, "commission_minor" bigint NOT NULL DEFAULT 0, "card_last4" character(4), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "payments_pkey" PRIMARY KEY ("id"), CONSTRAINT "payments_booking_id_key" UNIQUE ("booking_id"), CONSTRAINT "payments_provider_payment_id_key" UNIQUE ("provider_payment_id"), CONSTRAINT "payments_amounts_check" CHECK ("amount_minor" > 0 AND "captured_minor" >= 0 AND "refunded_minor" >= 0 AND "refunded_minor" <= "captured_minor" AND "captured_minor" <= "amount_minor"))`,
    );
    await queryRunner.query(
      'CREATE TABLE "provider_events" ("event_id" text NOT NULL, "type" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "provider_events_pkey" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query(
      `CREATE TABLE "ledger_entries" ("id" bigserial NOT NULL, "journal_id" uuid NOT NULL, "booking_id" uuid NOT NULL, "account" text NOT NULL, "member_id" uuid, "amount_minor" bigint NOT NULL, "currency" character(3) NOT NULL, "kind" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id"), CONSTRAINT "ledger_entries_account_check" CHECK ("account" IN ('guest_card', 'platform_commission', 'host_payable', 'host_payouts')), CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('charge', 'refund', 'payout')))`,
    );
    await queryRunner.query('CREATE INDEX "ledger_entries_booking_id_idx" ON "ledger_entries" ("booking_id")');
    await queryRunner.query(
      'CREATE INDEX "ledger_entries_member_id_idx" ON "ledger_entries" ("member_id", "created_at")',
    );
    await queryRunner.query(
      `CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "ledger_entries"');
    await queryRunner.query('DROP FUNCTION "ledger_entries_append_only"()');
    await queryRunner.query('DROP TABLE "provider_events"');
    await queryRunner.query('DROP TABLE "payments"');
  }
}
