import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEventTransport,
  eventsConfigFromEnv,
  kafkaConnectionFromEnv,
  topicSettingsFromEnv,
} from './events.config';

describe('eventsConfigFromEnv', () => {
  const DATABASE_URL = 'postgres://village@localhost:5432/village';
  const kafka = { DATABASE_URL, KAFKA_BROKERS: 'kafka-0:9092', KAFKA_CLIENT_ID: 'media' };

  it('uses the Postgres log on DATABASE_URL by default', () => {
    expect(eventsConfigFromEnv({ DATABASE_URL })).toEqual({
      transport: { kind: 'postgres', databaseUrl: DATABASE_URL, batchSize: 200 },
      relayBatchSize: 100,
    });
  });

  it('prefers EVENT_LOG_DATABASE_URL for the log', () => {
    const EVENT_LOG_DATABASE_URL = 'postgres://village@localhost:5432/events';
    expect(eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_DATABASE_URL }).transport).toEqual({
      kind: 'postgres',
      databaseUrl: EVENT_LOG_DATABASE_URL,
      batchSize: 200,
    });
  });

  it('sizes the log pool by EVENT_LOG_DB_POOL_MAX', () => {
    expect(eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_DB_POOL_MAX: 3 }).transport).toEqual({
      kind: 'postgres',
      databaseUrl: DATABASE_URL,
      poolSize: 3,
      batchSize: 200,
    });
  });

  it('uses Kafka when KAFKA_BROKERS is set, with a 6 s session timeout, 1 s heartbeats and 3/4/1 s throughput by default', () => {
    expect(
      eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka-0:9092, kafka-1:9092', KAFKA_CLIENT_ID: 'media' }),
    ).toEqual({
      transport: {
        kind: 'kafka',
        brokers: ['kafka-0:9092', 'kafka-1:9092'],
        clientId: 'media',
        sessionTimeoutMs: 6_000,
        heartbeatIntervalMs: 1_000,
        partitionsConsumedConcurrently: 3,
        handlerConcurrency: 4,
        commitIntervalMs: 1_000,
      },
      relayBatchSize: 100,
    });
  });

  it('reads the consumer group timing', () => {
    expect(
      eventsConfigFromEnv({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '6000', KAFKA_HEARTBEAT_INTERVAL_MS: '2000' })
        .transport,
    ).toMatchObject({ sessionTimeoutMs: 6000, heartbeatIntervalMs: 2000 });
    expect(eventsConfigFromEnv({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '2400' }).transport).toMatchObject({
      heartbeatIntervalMs: 800,
    });
  });

  it('reads how much a Kafka subscription processes at once', () => {
    expect(
      eventsConfigFromEnv({
        ...kafka,
        KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY: '6',
        KAFKA_HANDLER_CONCURRENCY: '16',
        KAFKA_COMMIT_INTERVAL_MS: '250',
      }).transport,
    ).toMatchObject({ partitionsConsumedConcurrently: 6, handlerConcurrency: 16, commitIntervalMs: 250 });
  });

  it('reads the batch sizes of the Postgres log and of the outbox relay', () => {
    expect(eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_BATCH_SIZE: '500', OUTBOX_RELAY_BATCH_SIZE: '50' })).toEqual({
      transport: { kind: 'postgres', databaseUrl: DATABASE_URL, batchSize: 500 },
      relayBatchSize: 50,
    });
    expect(eventsConfigFromEnv({ ...kafka, OUTBOX_RELAY_BATCH_SIZE: '1000' }).relayBatchSize).toBe(1000);
  });

  it('refuses throughput settings out of bounds, naming the variable and the bounds', () => {
    expect(() => eventsConfigFromEnv({ ...kafka, KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY: '0' })).toThrow(
      'KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY: expected a whole number in [1, 100], got "0"',
    );
    expect(() => eventsConfigFromEnv({ ...kafka, KAFKA_HANDLER_CONCURRENCY: '2.5' })).toThrow(
      'KAFKA_HANDLER_CONCURRENCY: expected a whole number in [1, 100], got "2.5"',
    );
    expect(() => eventsConfigFromEnv({ ...kafka, KAFKA_COMMIT_INTERVAL_MS: '50' })).toThrow(
      'KAFKA_COMMIT_INTERVAL_MS: expected whole milliseconds in [100, 60000], got "50"',
    );
    expect(() => eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_BATCH_SIZE: '10001' })).toThrow(
      'EVENT_LOG_BATCH_SIZE: expected a whole number in [1, 10000], got "10001"',
    );
    expect(() => eventsConfigFromEnv({ ...kafka, OUTBOX_RELAY_BATCH_SIZE: 'many' })).toThrow(
      'OUTBOX_RELAY_BATCH_SIZE: expected a whole number in [1, 10000], got "many"',
    );
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka:9092' })).toThrow(
      'KAFKA_CLIENT_ID: is required when KAFKA_BROKERS is set',
    );
    expect(() => eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka', KAFKA_CLIENT_ID: 'x' })).toThrow(
      'KAFKA_BROKERS: expected host:port',
    );
    expect(() => eventsConfigFromEnv({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '10s' })).toThrow(
      'KAFKA_SESSION_TIMEOUT_MS: expected whole milliseconds',
    );
    expect(() => eventsConfigFromEnv({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '500' })).toThrow(
      'KAFKA_SESSION_TIMEOUT_MS: expected whole milliseconds in [1000,',
    );
    expect(() =>
      eventsConfigFromEnv({ ...kafka, KAFKA_SESSION_TIMEOUT_MS: '6000', KAFKA_HEARTBEAT_INTERVAL_MS: '3000' }),
    ).toThrow('KAFKA_HEARTBEAT_INTERVAL_MS: 3000 must be at most a third of KAFKA_SESSION_TIMEOUT_MS (6000)');
  });
});

describe('kafkaConnectionFromEnv', () => {
  const base = { KAFKA_BROKERS: 'kafka-0:9093', KAFKA_CLIENT_ID: 'media' };
  const caFile = (content: string): string => {
    const file = join(mkdtempSync(join(tmpdir(), 'kafka-ca-')), 'ca.pem');
    writeFileSync(file, content);
    return file;
  };
  const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

  it('connects in plain text without TLS or SASL settings', () => {
    expect(kafkaConnectionFromEnv(base)).toEqual({ brokers: ['kafka-0:9093'], clientId: 'media' });
    expect(kafkaConnectionFromEnv({ ...base, KAFKA_SSL: 'false' })).toEqual({
      brokers: ['kafka-0:9093'],
      clientId: 'media',
    });
  });

  it('uses TLS with the system CAs, or with the CA of KAFKA_SSL_CA_FILE', () => {
    expect(kafkaConnectionFromEnv({ ...base, KAFKA_SSL: 'true' }).ssl).toBe(true);
    const file = caFile(PEM);
    expect(kafkaConnectionFromEnv({ ...base, KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: file }).ssl).toEqual({ ca: [PEM] });
    expect(kafkaConnectionFromEnv({ ...base, KAFKA_SSL_CA_FILE: file }).ssl).toEqual({ ca: [PEM] });
  });

  it.each(['plain', 'scram-sha-256', 'scram-sha-512'])('reads SASL %s credentials', (mechanism) => {
    expect(
      kafkaConnectionFromEnv({
        ...base,
        KAFKA_SASL_MECHANISM: mechanism,
        KAFKA_SASL_USERNAME: 'media',
        KAFKA_SASL_PASSWORD: 'secret',
      }).sasl,
    ).toEqual({ mechanism, username: 'media', password: 'secret' });
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SSL: 'yes' })).toThrow(
      'KAFKA_SSL: expected true or false, got "yes"',
    );
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SSL_CA_FILE: '/nonexistent/ca.pem' })).toThrow(
      'KAFKA_SSL_CA_FILE: cannot read "/nonexistent/ca.pem"',
    );
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SSL_CA_FILE: caFile('not a certificate') })).toThrow(
      'holds no PEM certificate',
    );
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SSL: 'false', KAFKA_SSL_CA_FILE: caFile(PEM) })).toThrow(
      'KAFKA_SSL_CA_FILE: is set but KAFKA_SSL is false',
    );
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(
      'KAFKA_SASL_MECHANISM: expected one of plain, scram-sha-256, scram-sha-512, got "gssapi"',
    );
    expect(() =>
      kafkaConnectionFromEnv({ ...base, KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'media' }),
    ).toThrow('KAFKA_SASL_PASSWORD: is required when KAFKA_SASL_MECHANISM is set');
    expect(() => kafkaConnectionFromEnv({ ...base, KAFKA_SASL_PASSWORD: 'secret' })).toThrow(
      'KAFKA_SASL_MECHANISM: is required when KAFKA_SASL_PASSWORD is set',
    );
  });
});

describe('topicSettingsFromEnv', () => {
  it('defaults to 3 partitions, 3 replicas and min.insync.replicas 2', () => {
    expect(topicSettingsFromEnv({})).toEqual({ partitions: 3, replicationFactor: 3, minInsyncReplicas: 2 });
  });

  it('reads the settings and names a bad one', () => {
    expect(
      topicSettingsFromEnv({
        KAFKA_TOPIC_PARTITIONS: '6',
        KAFKA_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TOPIC_MIN_INSYNC_REPLICAS: '1',
      }),
    ).toEqual({ partitions: 6, replicationFactor: 1, minInsyncReplicas: 1 });
    expect(() => topicSettingsFromEnv({ KAFKA_TOPIC_PARTITIONS: '0' })).toThrow(
      'KAFKA_TOPIC_PARTITIONS: expected a whole number ≥ 1, got "0"',
    );
    expect(() => topicSettingsFromEnv({ KAFKA_TOPIC_REPLICATION_FACTOR: '1' })).toThrow(
      'KAFKA_TOPIC_MIN_INSYNC_REPLICAS: 2 exceeds KAFKA_TOPIC_REPLICATION_FACTOR 1',
    );
  });
});

describe('eventsConfigFromEnv with a CA file', () => {
  it('names the file and reads it only when the transport is created', () => {
    const config = eventsConfigFromEnv({
      DATABASE_URL: 'postgres://village@localhost:5432/village',
      KAFKA_BROKERS: 'kafka-0:9093',
      KAFKA_CLIENT_ID: 'media',
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: '/etc/village/kafka-ca/ca.pem',
    });
    expect(config.transport).toMatchObject({ ssl: true, sslCaFile: '/etc/village/kafka-ca/ca.pem' });
    expect(() => createEventTransport(config)).toThrow('KAFKA_SSL_CA_FILE: cannot read "/etc/village/kafka-ca/ca.pem"');
  });
});
