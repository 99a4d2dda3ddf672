import type { SASLOptions } from 'kafkajs';
import pino, { type Logger } from 'pino';
import { readPemFile } from '../config/pem-file';
import type { EventTransport, RetryPolicy } from './event-transport.port';
import {
  DEFAULT_KAFKA_HEARTBEAT_INTERVAL_MS,
  DEFAULT_KAFKA_SESSION_TIMEOUT_MS,
  type KafkaConnection,
} from './kafka-connection';
import type { TopicSettings } from './kafka-topics';
import { DEFAULT_KAFKA_CONSUMER_THROUGHPUT, KafkaTransport } from './kafka.transport';
import { DEFAULT_OUTBOX_RELAY_BATCH_SIZE } from './outbox-relay';
import { DEFAULT_EVENT_LOG_BATCH_SIZE, PostgresEventLogTransport } from './postgres-event-log.transport';

/** Which transport a service uses, and how it behaves. Built from the environment by `eventsConfigFromEnv`. */
export interface EventsConfig {
  transport: KafkaTransportConfig | PostgresLogTransportConfig;
  /** Poll fallback of the Postgres log's consumers and of the outbox relay (default 1000 ms). */
  pollIntervalMs?: number;
  /** Backoff of failing handlers and relay retries. */
  retry?: RetryPolicy;
  /** Outbox rows the relay ships per publish (default 100). */
  relayBatchSize?: number;
}

export interface KafkaTransportConfig extends KafkaConnection {
  kind: 'kafka';
  /** PEM file of the CA the brokers' certificates chain to (read when the transport is created). */
  sslCaFile?: string;
  /** Consumer group session timeout: how long a silent member keeps its partitions. */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /** Partitions a subscription processes at the same time (order within a partition is kept). */
  partitionsConsumedConcurrently?: number;
  /** Handlers a subscription runs at the same time, across keys (order within a key is kept). */
  handlerConcurrency?: number;
  /** How often a subscription commits its offsets while a batch is in progress. */
  commitIntervalMs?: number;
}

export interface PostgresLogTransportConfig {
  kind: 'postgres';
  /** Database holding the `eventlog` schema. */
  databaseUrl: string;
  poolSize?: number;
  /** Events a consumer fetches per round and commits with one offset update. */
  batchSize?: number;
}

/** The environment's Kafka settings, as strings (the processes' zod schemas check their form too). */
export interface KafkaEnv {
  KAFKA_BROKERS?: string;
  KAFKA_CLIENT_ID?: string;
  KAFKA_SSL?: string;
  KAFKA_SSL_CA_FILE?: string;
  KAFKA_SASL_MECHANISM?: string;
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
  KAFKA_SESSION_TIMEOUT_MS?: string;
  KAFKA_HEARTBEAT_INTERVAL_MS?: string;
  KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY?: string;
  KAFKA_HANDLER_CONCURRENCY?: string;
  KAFKA_COMMIT_INTERVAL_MS?: string;
}

export interface EventsEnv extends KafkaEnv {
  DATABASE_URL: string;
  EVENT_LOG_DATABASE_URL?: string;
  EVENT_LOG_DB_POOL_MAX?: number;
  EVENT_LOG_BATCH_SIZE?: string;
  OUTBOX_RELAY_BATCH_SIZE?: string;
}

export const KAFKA_SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;
export type KafkaSaslMechanism = (typeof KAFKA_SASL_MECHANISMS)[number];

function parseBrokers(value: string | undefined): string[] {
  const brokers = (value ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  const bad = brokers.filter((broker) => !/^[^\s:/]+:\d{1,5}$/.test(broker));
  if (bad.length > 0) throw new Error(`KAFKA_BROKERS: expected host:port[,host:port...], got "${bad.join(',')}"`);
  return brokers;
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name}: expected true or false, got "${value}"`);
}

/** A whole number of milliseconds within [min, max], or `fallback` when unset. */
export function parseMs(name: string, value: string | undefined, fallback: number, min = 1, max = 3_600_000): number {
  if (value === undefined || value === '') return fallback;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= min && ms <= max))
    throw new Error(`${name}: expected whole milliseconds in [${min}, ${max}], got "${value}"`);
  return ms;
}

/** A whole number within [min, max], or `fallback` when unset. */
export function parseCount(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(count >= min && count <= max))
    throw new Error(`${name}: expected a whole number in [${min}, ${max}], got "${value}"`);
  return count;
}

function parseSasl(env: KafkaEnv): SASLOptions | undefined {
  const mechanism = env.KAFKA_SASL_MECHANISM;
  if (!mechanism) {
    const stray = (['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const).filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`KAFKA_SASL_MECHANISM: is required when ${stray.join(' and ')} is set`);
    return undefined;
  }
  if (!(KAFKA_SASL_MECHANISMS as readonly string[]).includes(mechanism)) {
    throw new Error(`KAFKA_SASL_MECHANISM: expected one of ${KAFKA_SASL_MECHANISMS.join(', ')}, got "${mechanism}"`);
  }
  for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
    if (!env[name]) throw new Error(`${name}: is required when KAFKA_SASL_MECHANISM is set`);
  }
  return {
    mechanism: mechanism as KafkaSaslMechanism,
    username: env.KAFKA_SASL_USERNAME!,
    password: env.KAFKA_SASL_PASSWORD!,
  };
}

/**
 * The brokers and how to reach them: `KAFKA_BROKERS` (comma-separated host:port, required), `KAFKA_CLIENT_ID`
 * (required), `KAFKA_SSL` (true|false), `KAFKA_SSL_CA_FILE` (PEM; trusted instead of the system's CAs, implies
 * TLS), `KAFKA_SASL_MECHANISM` (plain|scram-sha-256|scram-sha-512) with `KAFKA_SASL_USERNAME` and
 * `KAFKA_SASL_PASSWORD`. Errors name the variable.
 */
export function kafkaConnectionFromEnv(env: KafkaEnv): KafkaConnection {
  return withCaRead(kafkaSettingsFromEnv(env));
}

/** The connection's settings, naming the CA file without reading it. */
function kafkaSettingsFromEnv(env: KafkaEnv): KafkaConnection & { sslCaFile?: string } {
  const brokers = parseBrokers(env.KAFKA_BROKERS);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS: is required');
  if (!env.KAFKA_CLIENT_ID) throw new Error('KAFKA_CLIENT_ID: is required when KAFKA_BROKERS is set');
  const tls = parseFlag('KAFKA_SSL', env.KAFKA_SSL);
  const caFile = env.KAFKA_SSL_CA_FILE;
  if (caFile && env.KAFKA_SSL === 'false') throw new Error('KAFKA_SSL_CA_FILE: is set but KAFKA_SSL is false');
  const sasl = parseSasl(env);
  return {
    brokers,
    clientId: env.KAFKA_CLIENT_ID,
    ...(caFile ? { ssl: true, sslCaFile: caFile } : tls ? { ssl: true } : {}),
    ...(sasl ? { sasl } : {}),
  };
}

function withCaRead({ sslCaFile, ...connection }: KafkaConnection & { sslCaFile?: string }): KafkaConnection {
  return sslCaFile ? { ...connection, ssl: { ca: [readPemFile('KAFKA_SSL_CA_FILE', sslCaFile)] } } : connection;
}

/** Partitions, replication factor and `min.insync.replicas` of provisioned topics. */
export function topicSettingsFromEnv(env: {
  KAFKA_TOPIC_PARTITIONS?: string;
  KAFKA_TOPIC_REPLICATION_FACTOR?: string;
  KAFKA_TOPIC_MIN_INSYNC_REPLICAS?: string;
}): TopicSettings {
  const count = (name: keyof typeof env, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000) {
      throw new Error(`${name}: expected a whole number ≥ 1, got "${value}"`);
    }
    return Number(value);
  };
  const settings = {
    partitions: count('KAFKA_TOPIC_PARTITIONS', 3),
    replicationFactor: count('KAFKA_TOPIC_REPLICATION_FACTOR', 3),
    minInsyncReplicas: count('KAFKA_TOPIC_MIN_INSYNC_REPLICAS', 2),
  };
  if (settings.minInsyncReplicas > settings.replicationFactor) {
    throw new Error(
      `KAFKA_TOPIC_MIN_INSYNC_REPLICAS: ${settings.minInsyncReplicas} exceeds KAFKA_TOPIC_REPLICATION_FACTOR ` +
        `${settings.replicationFactor} (no write could ever be acknowledged)`,
    );
  }
  return settings;
}

/**
 * How much a Kafka subscription processes at once: `KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY` (1–100, default 3),
 * `KAFKA_HANDLER_CONCURRENCY` (1–100, default 4), `KAFKA_COMMIT_INTERVAL_MS` (100–60000, default 1000).
 */
function kafkaThroughputFromEnv(
  env: KafkaEnv,
): Required<Pick<KafkaTransportConfig, 'partitionsConsumedConcurrently' | 'handlerConcurrency' | 'commitIntervalMs'>> {
  const defaults = DEFAULT_KAFKA_CONSUMER_THROUGHPUT;
  return {
    partitionsConsumedConcurrently: parseCount(
      'KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY',
      env.KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY,
      defaults.partitionsConsumedConcurrently,
      1,
      100,
    ),
    handlerConcurrency: parseCount(
      'KAFKA_HANDLER_CONCURRENCY',
      env.KAFKA_HANDLER_CONCURRENCY,
      defaults.handlerConcurrency,
      1,
      100,
    ),
    commitIntervalMs: parseMs(
      'KAFKA_COMMIT_INTERVAL_MS',
      env.KAFKA_COMMIT_INTERVAL_MS,
      defaults.commitIntervalMs,
      100,
      60_000,
    ),
  };
}

/**
 * `KAFKA_BROKERS` set → Kafka (see `kafkaConnectionFromEnv`; consumer group timing from `KAFKA_SESSION_TIMEOUT_MS`
 * and `KAFKA_HEARTBEAT_INTERVAL_MS`, throughput from `kafkaThroughputFromEnv`); otherwise the Postgres log on
 * `EVENT_LOG_DATABASE_URL`, defaulting to `DATABASE_URL`, `EVENT_LOG_BATCH_SIZE` events a round (1–10000, default
 * 200). Either way the outbox relay ships `OUTBOX_RELAY_BATCH_SIZE` rows a publish (1–10000, default 100).
 */
export function eventsConfigFromEnv(env: EventsEnv): EventsConfig {
  const relayBatchSize = parseCount(
    'OUTBOX_RELAY_BATCH_SIZE',
    env.OUTBOX_RELAY_BATCH_SIZE,
    DEFAULT_OUTBOX_RELAY_BATCH_SIZE,
    1,
    10_000,
  );
  if (parseBrokers(env.KAFKA_BROKERS).length > 0) {
    const sessionTimeoutMs = parseMs(
      'KAFKA_SESSION_TIMEOUT_MS',
      env.KAFKA_SESSION_TIMEOUT_MS,
      DEFAULT_KAFKA_SESSION_TIMEOUT_MS,
      1_000,
    );
    const heartbeatIntervalMs = parseMs(
      'KAFKA_HEARTBEAT_INTERVAL_MS',
      env.KAFKA_HEARTBEAT_INTERVAL_MS,
      Math.min(DEFAULT_KAFKA_HEARTBEAT_INTERVAL_MS, Math.floor(sessionTimeoutMs / 3)),
      100,
    );
    if (heartbeatIntervalMs * 3 > sessionTimeoutMs) {
      throw new Error(
        `KAFKA_HEARTBEAT_INTERVAL_MS: ${heartbeatIntervalMs} must be at most a third of KAFKA_SESSION_TIMEOUT_MS ` +
          `(${sessionTimeoutMs})`,
      );
    }
    return {
      transport: {
        kind: 'kafka',
        ...kafkaSettingsFromEnv(env),
        sessionTimeoutMs,
        heartbeatIntervalMs,
        ...kafkaThroughputFromEnv(env),
      },
      relayBatchSize,
    };
  }
  return {
    transport: {
      kind: 'postgres',
      databaseUrl: env.EVENT_LOG_DATABASE_URL ?? env.DATABASE_URL,
      poolSize: env.EVENT_LOG_DB_POOL_MAX,
      batchSize: parseCount('EVENT_LOG_BATCH_SIZE', env.EVENT_LOG_BATCH_SIZE, DEFAULT_EVENT_LOG_BATCH_SIZE, 1, 10_000),
    },
    relayBatchSize,
  };
}

export function createEventTransport(config: EventsConfig, logger: Logger = pino()): EventTransport {
  const { transport } = config;
  switch (transport.kind) {
    case 'kafka': {
      const { kind: _kind, ...kafka } = transport;
      return new KafkaTransport({ ...withCaRead(kafka), retry: config.retry, logger });
    }
    case 'postgres':
      return new PostgresEventLogTransport({
        connectionString: transport.databaseUrl,
        poolSize: transport.poolSize,
        batchSize: transport.batchSize,
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
