import { Kafka, logLevel, type Admin } from 'kafkajs';
import pino from 'pino';
import type { EventEnvelope } from '../../src/events/event-envelope';
import {
  createEventTransport,
  eventsConfigFromEnv,
  kafkaConnectionFromEnv,
  type KafkaEnv,
} from '../../src/events/events.config';
import { kafkaClientConfig } from '../../src/events/kafka-connection';
import { provisionTopics, villageTopics } from '../../src/events/kafka-topics';
import { KafkaTransport } from '../../src/events/kafka.transport';
import { probe, uniqueName, waitFor, within } from './event.fixtures';
import { provisionTestTopics } from './kafka.fixtures';

/*
 * TLS and SASL as a production cluster wants them, against a broker whose only client listener is SASL_SSL
 * (`KAFKA_PORT=<port> KAFKA_SECURITY=sasl_ssl infra/kafka/kafka.sh start`): the services' environment
 * (KAFKA_SSL, KAFKA_SSL_CA_FILE, KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD) reaches it with each
 * SASL mechanism, a wrong password or an untrusted certificate is refused, and the topic provisioning creates every
 * topic of the event contracts through it, idempotently.
 *
 * Needs: KAFKA_SECURE_BROKERS, KAFKA_SECURE_SSL_CA_FILE, KAFKA_SECURE_SASL_USERNAME, KAFKA_SECURE_SASL_PASSWORD
 * (`kafka.sh env` of that broker, prefixed, so that the plain suites keep KAFKA_BROKERS). Without them the suite is
 * skipped, saying so; under CI (CI=true) that is a failure.
 */
const secure = {
  brokers: process.env.KAFKA_SECURE_BROKERS ?? '',
  caFile: process.env.KAFKA_SECURE_SSL_CA_FILE ?? '',
  username: process.env.KAFKA_SECURE_SASL_USERNAME ?? '',
  password: process.env.KAFKA_SECURE_SASL_PASSWORD ?? '',
};
const logger = pino({ level: process.env.KAFKA_TEST_LOG_LEVEL ?? 'silent' });

jest.setTimeout(120_000);

const serviceEnv = (overrides: KafkaEnv = {}): KafkaEnv => ({
  KAFKA_BROKERS: secure.brokers,
  KAFKA_CLIENT_ID: uniqueName('kit-secure'),
  KAFKA_SSL: 'true',
  KAFKA_SSL_CA_FILE: secure.caFile,
  KAFKA_SASL_MECHANISM: 'scram-sha-512',
  KAFKA_SASL_USERNAME: secure.username,
  KAFKA_SASL_PASSWORD: secure.password,
  ...overrides,
});

/** A transport that gives up quickly: these tests expect refusals. */
const impatient = (env: KafkaEnv): KafkaTransport =>
  new KafkaTransport({
    ...kafkaConnectionFromEnv(env),
    logger,
    kafka: { retry: { retries: 1, initialRetryTime: 100 }, connectionTimeout: 3_000, authenticationTimeout: 3_000 },
  });

function describeSecureKafka(): void {
  describe(`Kafka over SASL_SSL (${secure.brokers})`, () => {
    it.each(['scram-sha-512', 'scram-sha-256', 'plain'])(
      'publishes and consumes with TLS and SASL %s from the environment',
      async (mechanism) => {
        const env = serviceEnv({ KAFKA_SASL_MECHANISM: mechanism });
        const connection = kafkaConnectionFromEnv(env);
        const topic = uniqueName('secure');
        await provisionTestTopics(connection, [topic]);
        const transport = createEventTransport(
          eventsConfigFromEnv({ DATABASE_URL: 'postgres://unused', ...env }),
          logger,
        );
        try {
          const received: EventEnvelope[] = [];
          await within(
            'subscribing',
            transport.subscribe({
              group: uniqueName('secure'),
              topics: [topic],
              handle: async (e) => void received.push(e),
            }),
            60_000,
          );
          const sent = probe(topic, 'k', 0);
          await transport.publish([sent]);
          await waitFor('the event to arrive', () => received.length > 0, 60_000);
          expect(received.map((e) => e.id)).toEqual([sent.id]);
        } finally {
          await transport.close();
        }
      },
    );

    it('refuses a wrong password', async () => {
      const transport = impatient(serviceEnv({ KAFKA_SASL_PASSWORD: `${secure.password}-wrong` }));
      try {
        await expect(transport.publish([probe(uniqueName('secure'), 'k', 0)])).rejects.toThrow(
          /SASL|[Aa]uthentication/,
        );
      } finally {
        await transport.close();
      }
    });

    it('refuses a broker certificate the system CAs do not vouch for (KAFKA_SSL without KAFKA_SSL_CA_FILE)', async () => {
      const transport = impatient(serviceEnv({ KAFKA_SSL_CA_FILE: undefined }));
      try {
        await expect(transport.publish([probe(uniqueName('secure'), 'k', 0)])).rejects.toThrow(/certificate/i);
      } finally {
        await transport.close();
      }
    });

    describe('topic provisioning', () => {
      let admin: Admin;
      beforeAll(async () => {
        admin = new Kafka({
          ...kafkaClientConfig(kafkaConnectionFromEnv(serviceEnv({ KAFKA_CLIENT_ID: 'kit-secure-topics' }))),
          logLevel: logLevel.NOTHING,
        }).admin();
        await admin.connect();
      });
      afterAll(() => admin?.disconnect());

      it('creates every topic of the event contracts with its settings, and is idempotent', async () => {
        const settings = { partitions: 2, replicationFactor: 1, minInsyncReplicas: 1 };
        const topics = villageTopics();
        const first = await provisionTopics(admin, topics, settings);
        expect([...first.created, ...first.existing].sort()).toEqual(topics);
        const second = await provisionTopics(admin, topics, settings);
        expect(second).toEqual({ created: [], existing: topics });

        const metadata = await admin.fetchTopicMetadata({ topics });
        for (const topic of metadata.topics) {
          if (first.created.includes(topic.name)) expect(topic.partitions).toHaveLength(settings.partitions);
        }
        const created = first.created.length > 0 ? first.created : topics;
        const configs = await admin.describeConfigs({
          includeSynonyms: false,
          resources: created.map((name) => ({ type: 2, name, configNames: ['min.insync.replicas'] })),
        });
        for (const resource of configs.resources) {
          // Set on the topic itself (not inherited from the broker), so a cluster's default cannot weaken it.
          expect(resource.configEntries).toEqual([
            expect.objectContaining({ configName: 'min.insync.replicas', configValue: '1', isDefault: false }),
          ]);
        }
      });
    });
  });
}

if (secure.brokers && secure.caFile && secure.username && secure.password) {
  describeSecureKafka();
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('reaches Kafka over TLS and SASL', () => {
    throw new Error(
      'KAFKA_SECURE_BROKERS, KAFKA_SECURE_SSL_CA_FILE, KAFKA_SECURE_SASL_USERNAME and KAFKA_SECURE_SASL_PASSWORD must ' +
        'be set under CI (a broker started with KAFKA_SECURITY=sasl_ssl infra/kafka/kafka.sh start)',
    );
  });
} else {
  it.skip('Kafka TLS/SASL suite: skipped because KAFKA_SECURE_BROKERS (a sasl_ssl broker of infra/kafka) is not set', () =>
    undefined);
}
