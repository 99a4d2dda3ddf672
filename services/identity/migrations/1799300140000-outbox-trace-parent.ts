import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxTraceParent, dropOutboxTraceParent } from '@village/kit';

/** The outbox keeps the trace context of the transaction that wrote each event (ADR 037). */
export class OutboxTraceParent1799300140000 implements MigrationInterface {
  name = 'OutboxTraceParent1799300140000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTraceParent(queryRunner, 'identity');
  }
}
