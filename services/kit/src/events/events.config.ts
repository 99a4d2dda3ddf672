import type { SASLOptions } from 'kafkajs';
import pino, { type Logger } from 'pino';
import type { EventTransport, RetryPolicy } from './event-transport.port';
import { KafkaTransport } from './kafka.transport';
import { PostgresEventLogTransport } from './postgres-event-log.transport';

/** Which transport a service uses, and how it behaves. Built from the environment by `eventsConfigFromEnv`. */
export interface EventsConfig {
  transport: KafkaTransportConfig | PostgresLogTransportConfig;
  /** Poll fallback of the Postgres log's consumers and of the outbox relay (default 1000 ms). */
  pollIntervalMs?: number;
  /** Backoff of failing handlers and relay retries. */
  retry?: RetryPolicy;
}

export interface KafkaTransportConfig {
  kind: 'kafka';
  brokers: string[];
  clientId: string;
  ssl?: boolean;
  sasl?: SASLOptions;
  numPartitions?: number;
  replicationFactor?: number;
}

export interface PostgresLogTransportConfig {
  kind: 'postgres';
  /** Database holding the `eventlog` schema. */
  databaseUrl: string;
  poolSize?: number;
}

export interface EventsEnv {
  DATABASE_URL: string;
  EVENT_LOG_DATABASE_URL?: string;
  KAFKA_BROKERS?: string;
  KAFKA_CLIENT_ID?: string;
  EVENT_LOG_DB_POOL_MAX?: number;
}

/**
 * `KAFKA_BROKERS` (comma-separated host:port) set → Kafka, identified as
 * `KAFKA_CLIENT_ID` (required then); otherwise the Postgres log on
 * `EVENT_LOG_DATABASE_URL`, defaulting to `DATABASE_URL`.
 */
export function eventsConfigFromEnv(env: EventsEnv): EventsConfig {
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length > 0) {
    const bad = brokers.filter((broker) => !/^[^\s:/]+:\d{1,5}$/.test(broker));
    if (bad.length > 0) throw new Error(`KAFKA_BROKERS: expected host:port[,host:port...], got "${bad.join(',')}"`);
    if (!env.KAFKA_CLIENT_ID) throw new Error('KAFKA_CLIENT_ID: is required when KAFKA_BROKERS is set');
    return { transport: { kind: 'kafka', brokers, clientId: env.KAFKA_CLIENT_ID } };
  }
  return {
    transport: {
      kind: 'postgres',
      databaseUrl: env.EVENT_LOG_DATABASE_URL ?? env.DATABASE_URL,
      poolSize: env.EVENT_LOG_DB_POOL_MAX,
    },
  };
}

export function createEventTransport(config: EventsConfig, logger: Logger = pino()): EventTransport {
  const { transport } = config;
  switch (transport.kind) {
    case 'kafka':
      return new KafkaTransport({
        brokers: transport.brokers,
        clientId: transport.clientId,
        ssl: transport.ssl,
        sasl: transport.sasl,
        numPartitions: transport.numPartitions,
        replicationFactor: transport.replicationFactor,
        retry: config.retry,
        logger,
      });
    case 'postgres':
      return new PostgresEventLogTransport({
        connectionString: transport.databaseUrl,
        poolSize: transport.poolSize,
        pollIntervalMs: config.pollIntervalMs,
        retry: config.retry,
        logger,
      });
    default: {
      const unreachable: never = transport;
      throw new Error(`Unknown event transport ${JSON.stringify(unreachable)}`);
    }
  }
}
