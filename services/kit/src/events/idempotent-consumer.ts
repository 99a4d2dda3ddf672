import type { DataSource, EntityManager } from 'typeorm';
import { type DescMessage, type MessageShape, decodeEventMessage, type EventContract } from '@village/proto';
import { runWithCorrelationId } from '../logging/correlation';
import type { EventEnvelope } from './event-envelope';
import { quoteSchema } from './kit-tables.migration';
import { ProcessedEvent } from './processed-event.entity';

/** The effect of one event, run inside the transaction that records it as processed. */
export type EventEffect<Desc extends DescMessage = DescMessage> = (
  message: MessageShape<Desc>,
  envelope: EventEnvelope,
  manager: EntityManager,
) => Promise<void>;

export type IdempotentOutcome = 'applied' | 'duplicate';

/**
 * Wraps an effect so an event delivered more than once has its effect once per
 * consumer group: in ONE transaction, insert (group, event id) into the
 * service's `processed_events` (ON CONFLICT DO NOTHING) and, only if that row
 * is new, run the effect with the transaction's manager. If the effect throws,
 * both roll back and the transport delivers the event again. Two concurrent
 * deliveries serialise on the primary key: the second sees a duplicate.
 * The effect runs with the event's correlation id as the current one, so
 * events it publishes carry it on.
 */
export function idempotentHandler<Desc extends DescMessage>(
  dataSource: DataSource,
  group: string,
  contract: EventContract<Desc>,
  effect: EventEffect<Desc>,
): (envelope: EventEnvelope) => Promise<IdempotentOutcome> {
  if (!dataSource.hasMetadata(ProcessedEvent)) {
    throw new Error(
      'idempotentHandler: ProcessedEvent is not an entity of this DataSource; add EVENT_ENTITIES to its entities',
    );
  }
  const metadata = dataSource.getMetadata(ProcessedEvent);
  const table = `${quoteSchema(metadata.schema ?? 'public')}."${metadata.tableName}"`;
  return async (envelope) => {
    const message = decodeEventMessage(contract, envelope);
    return runWithCorrelationId(envelope.correlationId ?? envelope.id, () =>
      dataSource.transaction(async (manager): Promise<IdempotentOutcome> => {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO ${table} (consumer_group, event_id) VALUES ($1, $2)
           ON CONFLICT (consumer_group, event_id) DO NOTHING RETURNING event_id`,
          [group, envelope.id],
        );
        if (inserted.length === 0) return 'duplicate';
        await effect(message, envelope, manager);
        return 'applied';
      }),
    );
  };
}
