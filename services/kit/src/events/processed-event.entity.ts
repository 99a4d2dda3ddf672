import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event a consumer group of this service has already applied; written in
 * the same transaction as the effect (see `idempotentHandler`), so an event
 * delivered twice has its effect once. Lives in the service's schema.
 */
@Entity({ name: 'processed_events' })
export class ProcessedEvent {
  @PrimaryColumn({ type: 'text', name: 'consumer_group', primaryKeyConstraintName: 'processed_events_pkey' })
  consumerGroup!: string;

  @PrimaryColumn({ type: 'uuid', name: 'event_id', primaryKeyConstraintName: 'processed_events_pkey' })
  eventId!: string;

  @Column({ type: 'timestamptz', name: 'processed_at', default: () => 'now()' })
  processedAt!: Date;
}
