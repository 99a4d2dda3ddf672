import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';

/**
 * Binds a protobuf message (the event's schema) to the topic it travels on.
 *
 * One topic per aggregate family (`identity.users`, `listings.services`, ...),
 * keyed by aggregate id, so every event about one aggregate is ordered. The
 * event type is the message's fully-qualified name
 * (`village.identity.v1.UserRegistered`): consumers route on it.
 */
export interface EventContract<Desc extends DescMessage = DescMessage> {
  readonly topic: string;
  readonly schema: Desc;
  /** Fully-qualified protobuf message name, e.g. `village.identity.v1.UserRegistered`. */
  readonly type: string;
}

/** The message a contract carries: `EventMessage<typeof UserRegisteredEvent>` is `UserRegistered`. */
export type EventMessage<C extends EventContract> = C extends EventContract<infer Desc> ? MessageShape<Desc> : never;

/** What a publisher may pass for a contract: a message, or a plain object `create()` accepts. */
export type EventMessageInit<C extends EventContract> =
  C extends EventContract<infer Desc> ? MessageInitShape<Desc> : never;

/**
 * Topic names: lower-case dot-separated words, `<context>.<aggregate family>`
 * (e.g. `identity.users`). A subset of what Kafka allows (`[a-zA-Z0-9._-]`, at
 * most 249 characters), so the same name works on both transports.
 */
const TOPIC_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export class InvalidTopicError extends Error {
  constructor(readonly topic: string) {
    super(`Invalid event topic "${topic}": expected "<context>.<aggregate-family>", lower-case, e.g. "identity.users"`);
    this.name = 'InvalidTopicError';
  }
}

export function assertValidTopic(topic: string): void {
  if (topic.length > 200 || !TOPIC_PATTERN.test(topic)) throw new InvalidTopicError(topic);
}

export function defineEvent<Desc extends DescMessage>(definition: {
  topic: string;
  schema: Desc;
}): EventContract<Desc> {
  assertValidTopic(definition.topic);
  return Object.freeze({ topic: definition.topic, schema: definition.schema, type: definition.schema.typeName });
}

/** Encodes a message (or an init object) of the contract to protobuf binary. */
export function encodeEventMessage<Desc extends DescMessage>(
  contract: EventContract<Desc>,
  message: MessageInitShape<Desc>,
): Uint8Array {
  return toBinary(contract.schema, create(contract.schema, message));
}

export class EventTypeMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Event type mismatch: expected ${expected}, got ${actual}`);
    this.name = 'EventTypeMismatchError';
  }
}

/** Decodes an event's payload with its contract; refuses an event of another type. */
export function decodeEventMessage<Desc extends DescMessage>(
  contract: EventContract<Desc>,
  event: { type: string; payload: Uint8Array },
): MessageShape<Desc> {
  if (event.type !== contract.type) throw new EventTypeMismatchError(contract.type, event.type);
  return fromBinary(contract.schema, event.payload);
}
