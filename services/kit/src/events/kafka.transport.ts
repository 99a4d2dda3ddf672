import {
  Kafka,
  logLevel as KafkaLogLevel,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type IHeaders,
  type KafkaConfig,
  type KafkaMessage,
  type logCreator,
  type Message,
  type Producer,
} from 'kafkajs';
import pino, { type Logger } from 'pino';
import {
  assertValidEnvelope,
  decodeEnvelope,
  describeEnvelope,
  encodeEnvelope,
  InvalidEnvelopeError,
  type EventEnvelope,
} from './event-envelope';
import {
  DEFAULT_RETRY_POLICY,
  retryDelayMs,
  type EventSubscription,
  type EventTransport,
  type RetryPolicy,
  type SubscribeOptions,
} from './event-transport.port';
import {
  DEFAULT_KAFKA_HEARTBEAT_INTERVAL_MS,
  DEFAULT_KAFKA_SESSION_TIMEOUT_MS,
  kafkaClientConfig,
  TrackedSockets,
  type KafkaConnection,
} from './kafka-connection';
import { MissingTopicsError, missingTopics } from './kafka-topics';
import { ConcurrencyLimit } from '../concurrency/concurrency-limit';
import { lastOfAppliedPrefix, runInKeyOrder, type KeyedRecord } from './key-ordered-batch';

/**
 * Kafka record layout: key = aggregate id (so one aggregate's events share a
 * partition, hence an order), value = the protobuf `EventEnvelope` (the single
 * source of truth), and headers repeating id, type and correlation id so that
 * tools and brokers can route, filter and trace without decoding the value.
 */
export const KAFKA_HEADERS = {
  id: 'event-id',
  type: 'event-type',
  correlationId: 'correlation-id',
  /** W3C trace context, as tracing tools that read Kafka records expect it (the envelope carries it too). */
  traceParent: 'traceparent',
} as const;

export function toKafkaMessage(envelope: EventEnvelope): Message {
  assertValidEnvelope(envelope);
  const headers: IHeaders = {
    [KAFKA_HEADERS.id]: envelope.id,
    [KAFKA_HEADERS.type]: envelope.type,
  };
  if (envelope.correlationId) headers[KAFKA_HEADERS.correlationId] = envelope.correlationId;
  if (envelope.traceParent) headers[KAFKA_HEADERS.traceParent] = envelope.traceParent;
  return {
    key: envelope.key,
    value: Buffer.from(encodeEnvelope(envelope)),
    headers,
    timestamp: String(envelope.occurredAt.getTime()),
  };
}

export interface ReceivedKafkaMessage {
  key: Buffer | null;
  value: Buffer | null;
  headers?: IHeaders;
}

function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined ? undefined : single.toString();
}

/** Reads an envelope from a Kafka record; refuses records whose key or headers contradict the envelope. */
export function fromKafkaMessage(topic: string, message: ReceivedKafkaMessage): EventEnvelope {
  if (!message.value) throw new InvalidEnvelopeError(`Kafka record on ${topic} has no value`);
  const envelope = decodeEnvelope(topic, message.value);
  const key = message.key?.toString();
  if (key !== undefined && key !== envelope.key) {
    throw new InvalidEnvelopeError(`Event ${envelope.id} on ${topic}: record key "${key}" is not the aggregate id`);
  }
  for (const [header, expected] of [
    [KAFKA_HEADERS.id, envelope.id],
    [KAFKA_HEADERS.type, envelope.type],
  ] as const) {
    const actual = headerText(message.headers, header);
    if (actual !== undefined && actual !== expected) {
      throw new InvalidEnvelopeError(
        `Event ${envelope.id} on ${topic}: header ${header} "${actual}" contradicts the envelope`,
      );
    }
  }
  return envelope;
}

/** Kafka's committed offset is the next one to read. */
export function nextOffset(offset: string): string {
  return (BigInt(offset) + 1n).toString();
}

export class ConsumerStoppingError extends Error {
  constructor() {
    super('Consumer is stopping; the event will be redelivered');
    this.name = 'ConsumerStoppingError';
  }
}

export type EachBatchHandler = ((payload: EachBatchPayload) => Promise<void>) & {
  /** Resolves once the offset commits started so far are done (or failed). */
  settled: () => Promise<void>;
};

export interface EachBatchDeps {
  handle: (envelope: EventEnvelope) => Promise<void>;
  isStopping: () => boolean;
  /** Resolves after `ms`, or early when the consumer stops. */
  sleep: (ms: number) => Promise<void>;
  retry: RetryPolicy;
  logger: Logger;
  /** Handlers in flight at once across the subscription's partitions. */
  limit: ConcurrencyLimit;
  /** Commit the applied prefix at least this often while a batch is in progress (default 1000 ms). */
  commitIntervalMs?: number;
  /** Heartbeat at least this often while retrying (default 3000 ms). */
  heartbeatIntervalMs?: number;
}

interface KafkaRecord extends KeyedRecord {
  message: KafkaMessage;
}

/**
 * The `eachBatch` of a subscription. The partition's batch is applied key by
 * key (see `runInKeyOrder`): events of different keys side by side, each key's
 * in order. A failing handler is retried with backoff, heartbeating so the
 * group keeps the partition, and holds back only the later events of its key;
 * the batch ends when every event is applied. Offsets are committed for the
 * applied prefix of the batch: at its end, and on `commitIntervalMs` while it
 * lasts. When the consumer stops (or the group rebalances) mid-batch, no
 * further event starts, those in flight finish, the applied prefix is
 * committed and the batch throws: everything after it is redelivered (the
 * idempotent consumer absorbs what was applied beyond the prefix).
 * Undecodable records are retried (and logged) like failures, never skipped.
 */
export function createEachBatchHandler(deps: EachBatchDeps): EachBatchHandler {
  const heartbeatEvery = deps.heartbeatIntervalMs ?? 3000;
  const commitEvery = deps.commitIntervalMs ?? DEFAULT_KAFKA_CONSUMER_THROUGHPUT.commitIntervalMs;
  // Per partition, commits go to the broker one after another, so a later offset never lands before an earlier one.
  const commitsInFlight = new Map<string, Promise<void>>();
  const inOrder = (partitionId: string, commit: () => Promise<void>): Promise<void> => {
    const next = (commitsInFlight.get(partitionId) ?? Promise.resolve()).then(commit);
    const settled = next.catch(() => undefined);
    commitsInFlight.set(partitionId, settled);
    void settled.then(() => {
      if (commitsInFlight.get(partitionId) === settled) commitsInFlight.delete(partitionId);
    });
    return next;
  };
  const eachBatch = async ({
    batch,
    resolveOffset,
    commitOffsetsIfNecessary,
    heartbeat,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> => {
    const { topic, partition } = batch;
    const partitionId = `${topic}/${partition}`;
    const records: KafkaRecord[] = batch.messages.map((message) => ({
      key: message.key?.toString() ?? '',
      offset: message.offset,
      message,
    }));
    const applied = new Set<KafkaRecord>();
    const attempts = new Map<KafkaRecord, number>();
    let interrupted: unknown;
    let committed: string | undefined;
    let lastCommitAt = Date.now();
    let beating: Promise<void> | undefined;

    const stopped = (): boolean => deps.isStopping() || !isRunning() || isStale() || interrupted !== undefined;
    const beat = (): Promise<void> => {
      // A rebalance surfaces here as an error: the batch stops and the partition's owner resumes after the prefix.
      if (beating) return beating;
      const current = heartbeat()
        .catch((error: unknown) => void (interrupted ??= error))
        .finally(() => (beating = undefined));
      beating = current;
      return current;
    };
    const commitPrefix = (): Promise<void> => {
      const last = lastOfAppliedPrefix(records, (record) => applied.has(record));
      if (!last || last.offset === committed) return Promise.resolve();
      committed = last.offset;
      lastCommitAt = Date.now();
      // Resolved at once, so kafkajs fetches on from there; committed with the batch's own commit, which (unlike
      // consumer.commitOffsets) still commits while the consumer stops.
      resolveOffset(last.offset);
      const offset = nextOffset(last.offset);
      return inOrder(partitionId, () =>
        commitOffsetsIfNecessary({ topics: [{ topic, partitions: [{ partition, offset }] }] }),
      );
    };

    await runInKeyOrder(records, {
      limit: deps.limit,
      shouldStop: stopped,
      apply: async (record) => {
        const { message } = record;
        let described: Record<string, unknown> = { topic, partition, offset: message.offset };
        try {
          const envelope = fromKafkaMessage(topic, message);
          described = { ...describeEnvelope(envelope), partition, offset: message.offset };
          await deps.handle(envelope);
          return true;
        } catch (error) {
          const attempt = (attempts.get(record) ?? 0) + 1;
          attempts.set(record, attempt);
          deps.logger.error(
            { err: error, ...described, attempt, retryInMs: retryDelayMs(deps.retry, attempt) },
            'event handler failed; will retry the event',
          );
          return false;
        }
      },
      backoff: async (_record, attempt) => {
        const delay = retryDelayMs(deps.retry, attempt);
        for (let waited = 0; waited < delay && !stopped(); waited += heartbeatEvery) {
          await deps.sleep(Math.min(heartbeatEvery, delay - waited));
          await beat();
        }
        return !stopped();
      },
      onApplied: (record) => {
        applied.add(record);
        void beat();
        if (Date.now() - lastCommitAt >= commitEvery) {
          commitPrefix().catch((error: unknown) => void (interrupted ??= error));
        }
      },
    });
    await beating;
    if (applied.size === records.length && !stopped()) {
      // The partition's next fetch need not wait for the broker's answer; a lost commit only redelivers.
      commitPrefix().catch((error: unknown) =>
        deps.logger.warn({ err: error, topic, partition }, 'offset commit failed; later events will be redelivered'),
      );
      return;
    }
    await commitPrefix();
    await commitsInFlight.get(partitionId);
    if (applied.size === records.length) return;
    if (interrupted !== undefined)
      throw interrupted instanceof Error ? interrupted : new Error('Kafka heartbeat failed', { cause: interrupted });
    if (isStale() && !deps.isStopping()) return;
    throw new ConsumerStoppingError();
  };
  return Object.assign(eachBatch, {
    settled: async (): Promise<void> => void (await Promise.all(commitsInFlight.values())),
  });
}

/** How much a subscription processes at once, unless configured (KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY ...). */
export const DEFAULT_KAFKA_CONSUMER_THROUGHPUT = {
  partitionsConsumedConcurrently: 3,
  handlerConcurrency: 4,
  commitIntervalMs: 1000,
} as const;

export interface KafkaTransportOptions extends KafkaConnection {
  /** Consumer group session timeout (default 10 s; kafkajs' own is 30 s): how long a silent member stalls a group. */
  sessionTimeoutMs?: number;
  /** Consumer heartbeat period (default 1 s); at most a third of the session timeout. */
  heartbeatIntervalMs?: number;
  /** Partitions one subscription processes at the same time (default 3); order within a partition is kept. */
  partitionsConsumedConcurrently?: number;
  /** Handlers one subscription runs at the same time, across keys (default 4); order within a key is kept. */
  handlerConcurrency?: number;
  /** How often a subscription commits its offsets while a batch is in progress (default 1000 ms). */
  commitIntervalMs?: number;
  retry?: RetryPolicy;
  logger?: Logger;
  /** Extra kafkajs settings (e.g. connection timeouts). */
  kafka?: Partial<KafkaConfig>;
}

export function pinoLogCreator(logger: Logger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, ...extra } = log;
      const fields = { namespace, ...extra };
      if (level === KafkaLogLevel.ERROR) logger.error(fields, message);
      else if (level === KafkaLogLevel.WARN) logger.warn(fields, message);
      else if (level === KafkaLogLevel.INFO) logger.info(fields, message);
      else logger.debug(fields, message);
    };
}

/**
 * The production event transport. Producer: idempotent, `acks: all`, one
 * request in flight (so retries cannot reorder), key = aggregate id.
 * Consumers: one kafkajs consumer per subscription, `autoCommit: false`,
 * batches applied key by key with offsets committed for what was applied (see
 * `createEachBatchHandler`); a new group starts from the beginning of each topic.
 * Topics are never created here (they are provisioned beforehand, see
 * kafka-topics.ts): a missing topic fails publish and subscribe with a
 * `MissingTopicsError` naming it, and the caller retries.
 */
export class KafkaTransport implements EventTransport {
  private readonly kafka: Kafka;
  private readonly logger: Logger;
  private readonly retry: RetryPolicy;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly knownTopics = new Set<string>();
  private readonly subscriptions = new Set<KafkaSubscription>();
  private readonly sockets: TrackedSockets;
  private closed = false;

  constructor(private readonly options: KafkaTransportOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaTransport needs at least one broker');
    this.logger = (options.logger ?? pino({ level: 'info' })).child({ component: 'kafka' });
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.sockets = new TrackedSockets(options.kafka?.socketFactory);
    this.kafka = new Kafka({
      ...options.kafka,
      ...kafkaClientConfig(options, this.sockets),
      ...(options.kafka?.retry ? { retry: options.kafka.retry } : {}),
      logLevel: KafkaLogLevel.WARN,
      logCreator: pinoLogCreator(this.logger),
    });
  }

  async publish(envelopes: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    if (envelopes.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const envelope of envelopes) {
      const messages = byTopic.get(envelope.topic) ?? [];
      messages.push(toKafkaMessage(envelope));
      byTopic.set(envelope.topic, messages);
    }
    await this.assertTopicsExist([...byTopic.keys()]);
    const producer = await this.connectedProducer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<EventSubscription> {
    this.assertOpen();
    if (!options.group) throw new Error('subscribe: group is required');
    if (options.topics.length === 0) throw new Error('subscribe: at least one topic is required');
    await this.assertTopicsExist(options.topics);
    const subscription = new KafkaSubscription(
      this.kafka.consumer({
        groupId: options.group,
        allowAutoTopicCreation: false,
        sessionTimeout: this.options.sessionTimeoutMs ?? DEFAULT_KAFKA_SESSION_TIMEOUT_MS,
        heartbeatInterval: this.options.heartbeatIntervalMs ?? DEFAULT_KAFKA_HEARTBEAT_INTERVAL_MS,
      }),
      options,
      this.retry,
      {
        partitionsConsumedConcurrently:
          this.options.partitionsConsumedConcurrently ??
          DEFAULT_KAFKA_CONSUMER_THROUGHPUT.partitionsConsumedConcurrently,
        handlerConcurrency: this.options.handlerConcurrency ?? DEFAULT_KAFKA_CONSUMER_THROUGHPUT.handlerConcurrency,
        commitIntervalMs: this.options.commitIntervalMs ?? DEFAULT_KAFKA_CONSUMER_THROUGHPUT.commitIntervalMs,
      },
      this.logger.child({ group: options.group }),
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    try {
      await subscription.start();
    } catch (error) {
      await subscription.close();
      throw error;
    }
    return { close: () => subscription.close() };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    const [producer, admin] = await Promise.allSettled([this.producer, this.admin]);
    if (producer.status === 'fulfilled' && producer.value) await producer.value.disconnect();
    if (admin.status === 'fulfilled' && admin.value) await admin.value.disconnect();
    const leftOpen = await this.sockets.closeOpen();
    if (leftOpen > 0) this.logger.info({ sockets: leftOpen }, 'closed Kafka connections kafkajs left open');
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The Kafka transport is closed');
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      await producer.connect();
      return producer;
    })().catch((error: unknown) => {
      this.producer = undefined;
      throw error;
    });
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = undefined;
      throw error;
    });
    return this.admin;
  }

  /** Checks once per topic that it exists (kafkajs would otherwise retry metadata requests for a long while). */
  private async assertTopicsExist(topics: readonly string[]): Promise<void> {
    const unknown = topics.filter((topic) => !this.knownTopics.has(topic));
    if (unknown.length === 0) return;
    const missing = await missingTopics(await this.connectedAdmin(), unknown);
    if (missing.length > 0) throw new MissingTopicsError(missing);
    unknown.forEach((topic) => this.knownTopics.add(topic));
  }
}

class KafkaSubscription {
  private stopping = false;
  private readonly sleepers = new Set<() => void>();
  private closing?: Promise<void>;
  private eachBatch?: EachBatchHandler;

  constructor(
    private readonly consumer: Consumer,
    private readonly options: SubscribeOptions,
    private readonly retry: RetryPolicy,
    private readonly throughput: {
      partitionsConsumedConcurrently: number;
      handlerConcurrency: number;
      commitIntervalMs: number;
    },
    private readonly logger: Logger,
    private readonly onClosed: () => void,
  ) {}

  async start(): Promise<void> {
    this.consumer.on(this.consumer.events.CRASH, ({ payload }) => {
      this.logger.error({ err: payload.error, restart: payload.restart }, 'Kafka consumer crashed');
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [...this.options.topics], fromBeginning: true });
    await this.consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: this.throughput.partitionsConsumedConcurrently,
      eachBatchAutoResolve: false,
      eachBatch: (this.eachBatch = createEachBatchHandler({
        handle: this.options.handle,
        isStopping: () => this.stopping,
        sleep: (ms) => this.sleep(ms),
        retry: this.retry,
        logger: this.logger,
        limit: new ConcurrencyLimit(this.throughput.handlerConcurrency),
        commitIntervalMs: this.throughput.commitIntervalMs,
      })),
    });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.stopping = true;
      this.sleepers.forEach((wake) => wake());
      try {
        // Commits of batches already done go out before the group is left (a batch in flight commits its own).
        await this.eachBatch?.settled();
        await this.consumer.disconnect();
      } finally {
        this.onClosed();
      }
    })();
    return this.closing;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
