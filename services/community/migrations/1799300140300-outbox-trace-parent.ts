import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxTraceParent, dropOutboxTraceParent } from '@village/kit';

/** The outbox keeps the trace context of the transaction that wrote each event (ADR 037). */
export class OutboxTraceParent1799300140300 implements MigrationInterface {
  name = 'OutboxTraceParent1799300140300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner, 'community');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTraceParent(queryRunner, 'community');
  }
}
