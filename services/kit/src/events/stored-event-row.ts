import type { EventEnvelope } from './event-envelope';

/** An event as the outbox and the Postgres event log store it: one row, snake_case columns. */
export interface StoredEventRow {
  id: string;
  key: string;
  type: string;
  payload: Buffer;
  occurred_at: Date;
  correlation_id: string | null;
  trace_parent: string | null;
}

/** The envelope of a stored row travelling on `topic`. */
export function envelopeFromRow(topic: string, row: StoredEventRow): EventEnvelope {
  return {
    id: row.id,
    topic,
    key: row.key,
    type: row.type,
    occurredAt: row.occurred_at,
    ...(row.correlation_id ? { correlationId: row.correlation_id } : {}),
    ...(row.trace_parent ? { traceParent: row.trace_parent } : {}),
    payload: new Uint8Array(row.payload.buffer, row.payload.byteOffset, row.payload.byteLength),
  };
}
