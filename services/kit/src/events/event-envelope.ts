import { randomUUID } from 'node:crypto';
import {
  create,
  EventEnvelopeSchema,
  fromBinary,
  timestampDate,
  timestampFromDate,
  toBinary,
  type DescMessage,
  type MessageInitShape,
  encodeEventMessage,
  type EventContract,
} from '@village/proto';
import { isUuid } from '../ids/uuid';

/**
 * One event as the transports carry it. `payload` is the protobuf encoding of
 * the message named by `type`; `key` is the aggregate id (ordering key).
 */
export interface EventEnvelope {
  /** UUID, unique per event; consumers deduplicate on it. */
  readonly id: string;
  readonly topic: string;
  readonly key: string;
  /** Fully-qualified protobuf message name. */
  readonly type: string;
  readonly occurredAt: Date;
  readonly correlationId?: string;
  /** W3C `traceparent` of the span that wrote or published the event; absent when not traced. */
  readonly traceParent?: string;
  readonly payload: Uint8Array;
}

export interface EnvelopeOptions {
  /** The aggregate id: events with one key are delivered in publish order. */
  key: string;
  correlationId?: string;
  traceParent?: string;
  /** Defaults to a new random UUID. */
  id?: string;
  /** Defaults to now. */
  occurredAt?: Date;
}

export class InvalidEnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEnvelopeError';
  }
}

/** Builds the envelope of one event of `contract`. */
export function createEnvelope<Desc extends DescMessage>(
  contract: EventContract<Desc>,
  message: MessageInitShape<Desc>,
  options: EnvelopeOptions,
): EventEnvelope {
  const envelope: EventEnvelope = {
    id: options.id ?? randomUUID(),
    topic: contract.topic,
    key: options.key,
    type: contract.type,
    occurredAt: options.occurredAt ?? new Date(),
    ...(options.correlationId ? { correlationId: options.correlationId } : {}),
    ...(options.traceParent ? { traceParent: options.traceParent } : {}),
    payload: encodeEventMessage(contract, message),
  };
  assertValidEnvelope(envelope);
  return envelope;
}

export function assertValidEnvelope(envelope: EventEnvelope): void {
  if (!isUuid(envelope.id)) throw new InvalidEnvelopeError(`Event id is not a UUID: "${envelope.id}"`);
  if (!envelope.key) throw new InvalidEnvelopeError(`Event ${envelope.id} has an empty key`);
  if (!envelope.type) throw new InvalidEnvelopeError(`Event ${envelope.id} has an empty type`);
  if (!envelope.topic) throw new InvalidEnvelopeError(`Event ${envelope.id} has an empty topic`);
  if (Number.isNaN(envelope.occurredAt.getTime())) {
    throw new InvalidEnvelopeError(`Event ${envelope.id} has an invalid occurredAt`);
  }
}

/** Encodes an envelope as a protobuf `village.events.v1.EventEnvelope` (the topic is not part of it). */
export function encodeEnvelope(envelope: EventEnvelope): Uint8Array {
  return toBinary(
    EventEnvelopeSchema,
    create(EventEnvelopeSchema, {
      id: envelope.id,
      type: envelope.type,
      aggregateId: envelope.key,
      occurredAt: timestampFromDate(envelope.occurredAt),
      correlationId: envelope.correlationId ?? '',
      traceParent: envelope.traceParent ?? '',
      payload: envelope.payload,
    }),
  );
}

/** Decodes a protobuf `EventEnvelope` read from `topic`; throws `InvalidEnvelopeError` on garbage. */
export function decodeEnvelope(topic: string, bytes: Uint8Array): EventEnvelope {
  let decoded;
  try {
    decoded = fromBinary(EventEnvelopeSchema, bytes);
  } catch (error) {
    throw new InvalidEnvelopeError(`Undecodable event envelope on ${topic}: ${(error as Error).message}`);
  }
  if (!decoded.occurredAt) throw new InvalidEnvelopeError(`Event ${decoded.id} on ${topic} has no occurred_at`);
  const envelope: EventEnvelope = {
    id: decoded.id,
    topic,
    key: decoded.aggregateId,
    type: decoded.type,
    occurredAt: timestampDate(decoded.occurredAt),
    ...(decoded.correlationId ? { correlationId: decoded.correlationId } : {}),
    ...(decoded.traceParent ? { traceParent: decoded.traceParent } : {}),
    payload: decoded.payload,
  };
  assertValidEnvelope(envelope);
  return envelope;
}

/** What may be logged about an envelope (never the payload). */
export function describeEnvelope(envelope: EventEnvelope): Record<string, unknown> {
  return {
    eventId: envelope.id,
    topic: envelope.topic,
    key: envelope.key,
    type: envelope.type,
    ...(envelope.correlationId ? { correlationId: envelope.correlationId } : {}),
  };
}
