import type { EventEnvelope } from './event-envelope';

/**
 * The event bus port. Two adapters implement it with the same semantics
 * (and pass the same contract suite, test/events/event-transport.contract.ts):
 * `PostgresEventLogTransport` (embedded default) and `KafkaTransport`.
 *
 * - `publish` resolves once every envelope is durably stored; envelopes with
 *   the same topic and key are delivered in the order they were published.
 * - Delivery is at-least-once, per consumer group: each group sees every event
 *   of its topics (a new group starts at the beginning of each topic); members
 *   of one group share the work and never both own one key's stream at a time.
 * - Events of different keys may be handled concurrently (up to the adapter's
 *   handler concurrency); one key's events never are.
 * - A handler that throws gets the same event again (with backoff), and no
 *   later event of that key is delivered before it succeeds. Nothing is
 *   skipped silently. After a failure, a stop or a rebalance, events already
 *   handled past the committed offset may be delivered again. Handlers must
 *   therefore be idempotent (see `idempotentHandler`).
 */
export interface EventTransport {
  publish(envelopes: readonly EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<EventSubscription>;
  /** Closes every subscription (waiting for in-flight handlers) and the connections. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Consumer group: each group gets every event; its members share them. */
  group: string;
  topics: readonly string[];
  handle: (envelope: EventEnvelope) => Promise<void>;
}

export interface EventSubscription {
  /** Stops consuming; resolves after the handlers in flight finished and what was applied is committed. */
  close(): Promise<void>;
}

/** Backoff of a failing handler: `initialDelayMs * 2^(attempt-1)`, capped at `maxDelayMs`. */
export interface RetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { initialDelayMs: 200, maxDelayMs: 30_000 };

export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** exponent);
}

/** Nest injection token of the `EventTransport` (provided by `EventsModule`). */
export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
