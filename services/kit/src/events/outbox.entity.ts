import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of the service's transactional outbox: an event committed together
 * with the state change that caused it, waiting for `OutboxRelay` to ship it.
 *
 * No schema here: the table lives in the schema of the service's DataSource.
 * Names are explicit so every naming strategy maps it the same way, and they
 * match `createKitTables` exactly (a generated migration stays empty).
 */
@Entity({ name: 'outbox' })
@Index('outbox_seq_key', ['seq'], { unique: true })
export class OutboxEvent {
  @PrimaryColumn({ type: 'uuid', name: 'id', primaryKeyConstraintName: 'outbox_pkey' })
  id!: string;

  @Column({ type: 'text', name: 'topic' })
  topic!: string;

  @Column({ type: 'text', name: 'key' })
  key!: string;

  @Column({ type: 'text', name: 'type' })
  type!: string;

  @Column({ type: 'bytea', name: 'payload' })
  payload!: Buffer;

  @Column({ type: 'text', name: 'correlation_id', nullable: true })
  correlationId!: string | null;

  /** W3C `traceparent` of the span whose transaction wrote the event; null when not traced. */
  @Column({ type: 'text', name: 'trace_parent', nullable: true })
  traceParent!: string | null;

  @Column({ type: 'timestamptz', name: 'occurred_at' })
  occurredAt!: Date;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  /** Commit-independent insertion order; the relay ships rows in this order. int8 arrives as a string. */
  @Column({ type: 'bigint', name: 'seq', generated: 'increment', insert: false, update: false })
  seq!: string;
}
