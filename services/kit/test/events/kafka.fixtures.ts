import { Kafka, logLevel } from 'kafkajs';
import type { EventTransport } from '../../src/events/event-transport.port';
import { kafkaClientConfig, type KafkaConnection } from '../../src/events/kafka-connection';
import { provisionTopics, type TopicSettings } from '../../src/events/kafka-topics';

/** Test topics: three partitions, on a single test broker unless KAFKA_REPLICATION_FACTOR says otherwise. */
export const TEST_TOPIC_SETTINGS: TopicSettings = {
  partitions: 3,
  replicationFactor: Number(process.env.KAFKA_REPLICATION_FACTOR ?? 1),
  minInsyncReplicas: 1,
};

/** Provisions `topics` as a deployment's provisioning step would. */
export async function provisionTestTopics(
  connection: Omit<KafkaConnection, 'clientId'>,
  topics: readonly string[],
): Promise<void> {
  const admin = new Kafka({
    ...kafkaClientConfig({ ...connection, clientId: 'kit-test-topics' }),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    await provisionTopics(admin, topics, TEST_TOPIC_SETTINGS);
  } finally {
    await admin.disconnect();
  }
}

/**
 * A transport whose topics are provisioned before first use, for shared suites that make up topic names as they
 * go: the transport itself never creates topics.
 */
export function provisionedFirst(
  transport: EventTransport,
  connection: Omit<KafkaConnection, 'clientId'>,
): EventTransport {
  const provisioned = new Set<string>();
  const provision = async (topics: readonly string[]): Promise<void> => {
    const fresh = [...new Set(topics)].filter((topic) => !provisioned.has(topic));
    if (fresh.length === 0) return;
    await provisionTestTopics(connection, fresh);
    fresh.forEach((topic) => provisioned.add(topic));
  };
  return {
    publish: async (envelopes) => {
      await provision(envelopes.map((envelope) => envelope.topic));
      await transport.publish(envelopes);
    },
    subscribe: async (options) => {
      await provision(options.topics);
      return transport.subscribe(options);
    },
    close: () => transport.close(),
  };
}
