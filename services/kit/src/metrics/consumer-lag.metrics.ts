import { Kafka, logLevel as KafkaLogLevel, type Admin } from 'kafkajs';
import { Pool } from 'pg';
import type { EventConsumer } from '../events/event-consumer';
import type { EventsConfig, KafkaTransportConfig, PostgresLogTransportConfig } from '../events/events.config';
import { SCRAPE_READ_TIMEOUT_MS, scrapedGauge, type GaugeSample } from './scraped-gauge';
import type { ServiceMetrics } from './service-metrics';

/** The topics one consumer group of the service reads. */
export interface ConsumedTopics {
  group: string;
  topics: string[];
}

export interface GroupLag {
  group: string;
  topic: string;
  /** Events on the topic the group has not committed yet. */
  lag: number;
}

/** Reads how far the service's consumer groups are behind their topics, on the service's event transport. */
export interface ConsumerLagProbe {
  read(consumed: readonly ConsumedTopics[]): Promise<GroupLag[]>;
  close(): Promise<void>;
}

/** The service's consumer groups and their topics, as `groupSubscriptions` subscribes them. */
export function consumedTopicsOf(defaultGroup: string, consumers: readonly EventConsumer[]): ConsumedTopics[] {
  const byGroup = new Map<string, Set<string>>();
  for (const consumer of consumers) {
    const group = consumer.group ?? defaultGroup;
    const topics = byGroup.get(group) ?? new Set<string>();
    topics.add(consumer.contract.topic);
    byGroup.set(group, topics);
  }
  return [...byGroup].map(([group, topics]) => ({ group, topics: [...topics].sort() }));
}

/**
 * A group's lag on one Kafka topic: over its partitions, the end offset (`high`) minus the group's committed offset,
 * or minus the first offset still there (`low`) where the group has committed none (-1) yet.
 */
export function kafkaTopicLag(
  ends: ReadonlyArray<{ partition: number; high: string; low: string }>,
  committed: ReadonlyArray<{ partition: number; offset: string }>,
): number {
  const positions = new Map(committed.map(({ partition, offset }) => [partition, BigInt(offset)]));
  let lag = 0n;
  for (const { partition, high, low } of ends) {
    const position = positions.get(partition) ?? -1n;
    const from = position < 0n ? BigInt(low) : position;
    if (BigInt(high) > from) lag += BigInt(high) - from;
  }
  return Number(lag);
}

/** Kafka: per partition, the topic's end offset minus the group's committed offset (the start when none yet). */
export class KafkaConsumerLagProbe implements ConsumerLagProbe {
  private readonly kafka: Kafka;
  private admin?: Promise<Admin>;

  constructor(config: KafkaTransportConfig) {
    this.kafka = new Kafka({
      clientId: `${config.clientId}-metrics`,
      brokers: config.brokers,
      ...(config.ssl ? { ssl: true } : {}),
      ...(config.sasl ? { sasl: config.sasl } : {}),
      connectionTimeout: SCRAPE_READ_TIMEOUT_MS,
      requestTimeout: SCRAPE_READ_TIMEOUT_MS,
      retry: { retries: 0 },
      logLevel: KafkaLogLevel.NOTHING,
    });
  }

  async read(consumed: readonly ConsumedTopics[]): Promise<GroupLag[]> {
    try {
      const admin = await this.connected();
      const lags: GroupLag[] = [];
      const ends = new Map<string, Array<{ partition: number; high: string; low: string }>>();
      for (const topic of new Set(consumed.flatMap(({ topics }) => topics))) {
        ends.set(topic, await admin.fetchTopicOffsets(topic));
      }
      for (const { group, topics } of consumed) {
        const committed = await admin.fetchOffsets({ groupId: group, topics });
        for (const { topic, partitions } of committed) {
          lags.push({ group, topic, lag: kafkaTopicLag(ends.get(topic) ?? [], partitions) });
        }
      }
      return lags;
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const admin = this.admin;
    this.admin = undefined;
    await admin?.then((connected) => connected.disconnect()).catch(() => undefined);
  }

  private connected(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    return this.admin;
  }
}

/** The Postgres log: the topic's next offset minus the group's committed offset (both in `eventlog`). */
export class PostgresLogConsumerLagProbe implements ConsumerLagProbe {
  private readonly pool: Pool;

  constructor(config: PostgresLogTransportConfig) {
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: 1,
      application_name: 'village-eventlog-metrics',
      statement_timeout: SCRAPE_READ_TIMEOUT_MS,
      connectionTimeoutMillis: SCRAPE_READ_TIMEOUT_MS,
    });
    this.pool.on('error', () => undefined);
  }

  async read(consumed: readonly ConsumedTopics[]): Promise<GroupLag[]> {
    const pairs = consumed.flatMap(({ group, topics }) => topics.map((topic) => ({ group, topic })));
    if (pairs.length === 0) return [];
    const { rows } = await this.pool.query<{ group: string; topic: string; lag: string }>(
      `SELECT wanted."group", wanted.topic,
              GREATEST(COALESCE(t.next_offset, 0) - COALESCE(o.committed_offset, 0), 0)::text AS lag
         FROM unnest($1::text[], $2::text[]) AS wanted ("group", topic)
         LEFT JOIN eventlog.topics t ON t.topic = wanted.topic
         LEFT JOIN eventlog.consumer_offsets o ON o."group" = wanted."group" AND o.topic = wanted.topic`,
      [pairs.map(({ group }) => group), pairs.map(({ topic }) => topic)],
    );
    return rows.map(({ group, topic, lag }) => ({ group, topic, lag: Number(lag) }));
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export function consumerLagProbe(config: EventsConfig): ConsumerLagProbe {
  const { transport } = config;
  return transport.kind === 'kafka' ? new KafkaConsumerLagProbe(transport) : new PostgresLogConsumerLagProbe(transport);
}

/** `event_consumer_lag_events{group, topic}`, read from the transport at each scrape. */
export function observeConsumerLag(
  metrics: ServiceMetrics,
  probe: ConsumerLagProbe,
  consumed: readonly ConsumedTopics[],
  onFailure: (error: unknown) => void,
): void {
  scrapedGauge(metrics, {
    name: 'event_consumer_lag_events',
    help: 'Events on a topic that the consumer group has not processed yet',
    labelNames: ['group', 'topic'],
    read: async (): Promise<GaugeSample<'group' | 'topic'>[]> =>
      (await probe.read(consumed)).map(({ group, topic, lag }) => ({ labels: { group, topic }, value: lag })),
    onFailure,
  });
}
