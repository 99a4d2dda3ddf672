import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event log keeps each event's `traceparent` as the outbox relay published it (ADR 037). */
export class EventLogTraceParent1799300140700 implements MigrationInterface {
  name = 'EventLogTraceParent1799300140700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "eventlog"."events" ADD COLUMN "trace_parent" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "eventlog"."events" DROP COLUMN "trace_parent"`);
  }
}
