import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DescMessage, MessageInitShape, EventContract } from '@village/proto';
import { currentCorrelationId } from '../logging/correlation';
import { currentTraceParent } from '../tracing/trace-context';
import { createEnvelope, type EnvelopeOptions, type EventEnvelope } from './event-envelope';
import { OutboxEvent } from './outbox.entity';

export class OutboxOutsideTransactionError extends Error {
  constructor() {
    super('OutboxWriter.add needs the EntityManager of an open transaction (dataSource.transaction(manager => ...))');
    this.name = 'OutboxOutsideTransactionError';
  }
}

/**
 * Publishes events the transactional-outbox way: `add` inserts the event into
 * the service's `outbox` table with the caller's transaction, so the event
 * exists if and only if the state change commits. `OutboxRelay` ships it.
 *
 *   await dataSource.transaction(async (manager) => {
 *     await manager.save(user);
 *     await outbox.add(manager, UserRegisteredEvent, { userId: user.id, ... }, { key: user.id });
 *   });
 *
 * Per-key order is the order of `add` calls; writers of one aggregate are
 * serialised by the aggregate's own row lock (update or insert the aggregate
 * in the same transaction), which keeps insertion order equal to commit order.
 */
@Injectable()
export class OutboxWriter {
  async add<Desc extends DescMessage>(
    manager: EntityManager,
    contract: EventContract<Desc>,
    message: MessageInitShape<Desc>,
    options: EnvelopeOptions,
  ): Promise<EventEnvelope> {
    if (!manager.queryRunner?.isTransactionActive) throw new OutboxOutsideTransactionError();
    const correlationId = options.correlationId ?? currentCorrelationId();
    const traceParent = options.traceParent ?? currentTraceParent();
    const envelope = createEnvelope(contract, message, {
      ...options,
      ...(correlationId ? { correlationId } : {}),
      ...(traceParent ? { traceParent } : {}),
    });
    await manager.insert(OutboxEvent, {
      id: envelope.id,
      topic: envelope.topic,
      key: envelope.key,
      type: envelope.type,
      payload: Buffer.from(envelope.payload.buffer, envelope.payload.byteOffset, envelope.payload.byteLength),
      correlationId: envelope.correlationId ?? null,
      traceParent: envelope.traceParent ?? null,
      occurredAt: envelope.occurredAt,
    });
    return envelope;
  }
}
