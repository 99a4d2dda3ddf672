import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxTraceParent, dropOutboxTraceParent } from '@village/kit';

/** The outbox keeps the trace context of the transaction that wrote each event (ADR 037). */
export class OutboxTraceParent1799300140600 implements MigrationInterface {
  name = 'OutboxTraceParent1799300140600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner, 'social');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTraceParent(queryRunner, 'social');
  }
}
