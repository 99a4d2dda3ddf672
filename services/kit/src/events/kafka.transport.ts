import {
  Kafka,
  logLevel as KafkaLogLevel,
  type Admin,
  type Consumer,
  type EachMessagePayload,
  type IHeaders,
  type KafkaConfig,
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

export interface EachMessageDeps {
  handle: (envelope: EventEnvelope) => Promise<void>;
  /** Commits `offset` (the next one to read) for the partition. */
  commit: (topic: string, partition: number, offset: string) => Promise<void>;
  isStopping: () => boolean;
  /** Resolves after `ms`, or early when the consumer stops. */
  sleep: (ms: number) => Promise<void>;
  retry: RetryPolicy;
  logger: Logger;
  /** Heartbeat at least this often while retrying (default 3000 ms). */
  heartbeatIntervalMs?: number;
}

/**
 * The `eachMessage` of a subscription: runs the handler until it succeeds,
 * with backoff (kafkajs processes a partition in order, so nothing behind the
 * failing event is delivered meanwhile), heartbeating so the group keeps the
 * partition assigned, then commits the next offset. When the consumer stops
 * during retries it throws without committing: the event is redelivered.
 * Undecodable records are retried (and logged) like failures, never skipped.
 */
export function createEachMessageHandler(deps: EachMessageDeps): (payload: EachMessagePayload) => Promise<void> {
  const heartbeatEvery = deps.heartbeatIntervalMs ?? 3000;
  return async ({ topic, partition, message, heartbeat }) => {
    for (let attempt = 1; ; attempt += 1) {
      if (deps.isStopping()) throw new ConsumerStoppingError();
      let described: Record<string, unknown> = { topic, partition, offset: message.offset };
      try {
        const envelope = fromKafkaMessage(topic, message);
        described = { ...describeEnvelope(envelope), partition, offset: message.offset };
        await deps.handle(envelope);
        break;
      } catch (error) {
        const delay = retryDelayMs(deps.retry, attempt);
        deps.logger.error(
          { err: error, ...described, attempt, retryInMs: delay },
          'event handler failed; will retry the event',
        );
        for (let waited = 0; waited < delay && !deps.isStopping(); waited += heartbeatEvery) {
          await deps.sleep(Math.min(heartbeatEvery, delay - waited));
          // A rebalance surfaces here as an error: kafkajs rejoins and the
          // partition's new owner starts again from the committed offset.
          await heartbeat();
        }
      }
    }
    await deps.commit(topic, partition, nextOffset(message.offset));
  };
}

export interface KafkaTransportOptions extends KafkaConnection {
  /** Consumer group session timeout (default 10 s; kafkajs' own is 30 s): how long a silent member stalls a group. */
  sessionTimeoutMs?: number;
  /** Consumer heartbeat period (default 1 s); at most a third of the session timeout. */
  heartbeatIntervalMs?: number;
  /** Partitions one subscription processes at the same time (default 3); order within a partition is kept. */
  partitionsConsumedConcurrently?: number;
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
 * Consumers: one kafkajs consumer per subscription, `autoCommit: false`, the
 * offset committed after the handler succeeded; a new group starts from the
 * beginning of each topic. Topics are never created here (they are provisioned
 * beforehand, see kafka-topics.ts): a missing topic fails publish and
 * subscribe with a `MissingTopicsError` naming it, and the caller retries.
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
      this.options.partitionsConsumedConcurrently ?? 3,
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

  constructor(
    private readonly consumer: Consumer,
    private readonly options: SubscribeOptions,
    private readonly retry: RetryPolicy,
    private readonly partitionsConsumedConcurrently: number,
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
      partitionsConsumedConcurrently: this.partitionsConsumedConcurrently,
      eachMessage: createEachMessageHandler({
        handle: this.options.handle,
        commit: (topic, partition, offset) => this.consumer.commitOffsets([{ topic, partition, offset }]),
        isStopping: () => this.stopping,
        sleep: (ms) => this.sleep(ms),
        retry: this.retry,
        logger: this.logger,
      }),
    });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.stopping = true;
      this.sleepers.forEach((wake) => wake());
      try {
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
