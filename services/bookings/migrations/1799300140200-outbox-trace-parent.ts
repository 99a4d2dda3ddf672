import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxTraceParent, dropOutboxTraceParent } from '@village/kit';

/** The outbox keeps the trace context of the transaction that wrote each event (ADR 037). */
export class OutboxTraceParent1799300140200 implements MigrationInterface {
  name = 'OutboxTraceParent1799300140200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceParent(queryRunner, 'bookings');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTraceParent(queryRunner, 'bookings');
  }
}
