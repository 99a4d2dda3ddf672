import pino from 'pino';
import { MissingTopicsError } from '../../src/events/kafka-topics';
import { KafkaTransport } from '../../src/events/kafka.transport';
import { describeEventTransportContract } from './event-transport.contract';
import { probe, uniqueName } from './event.fixtures';
import { provisionedFirst } from './kafka.fixtures';

/*
 * The transport contract against a real Kafka broker: KAFKA_BROKERS
 * (host:port[,host:port]) names it. Without it the suite is skipped, saying so;
 * under CI (CI=true) that is a failure. The suite's topics are provisioned
 * before first use (the transport never creates topics; the broker of
 * infra/kafka does not either).
 */
const brokers = (process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((broker) => broker.trim())
  .filter(Boolean);

jest.setTimeout(120_000);

const kafka = (): KafkaTransport =>
  new KafkaTransport({
    brokers,
    clientId: uniqueName('kit-contract'),
    retry: { initialDelayMs: 20, maxDelayMs: 200 },
    logger: pino({ level: process.env.KAFKA_TEST_LOG_LEVEL ?? 'silent' }),
  });

if (brokers.length > 0) {
  describeEventTransportContract(
    `Kafka (${brokers.join(',')})`,
    async () => provisionedFirst(kafka(), { brokers }),
    // Consumer groups take a few seconds to (re)balance after members join.
    { settleMs: 8_000, waitMs: 60_000 },
  );

  describe('Kafka topics are never created by the transport', () => {
    const topic = uniqueName('unprovisioned');
    const transport = kafka();
    afterAll(() => transport.close());

    it('refuses to publish to or subscribe to a topic that was not provisioned, naming it', async () => {
      const publishing = transport.publish([probe(topic, 'k', 0)]);
      await expect(publishing).rejects.toBeInstanceOf(MissingTopicsError);
      await expect(publishing).rejects.toThrow(topic);
      const subscribing = transport.subscribe({
        group: uniqueName('group'),
        topics: [topic],
        handle: async () => undefined,
      });
      await expect(subscribing).rejects.toThrow(`Kafka topic(s) ${topic} do not exist`);
    });
  });
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('runs the Kafka transport contract', () => {
    throw new Error('KAFKA_BROKERS is not set: CI must provide a Kafka broker for the event transport contract');
  });
} else {
  it.skip('Kafka transport contract: skipped because KAFKA_BROKERS is not set', () => undefined);
}
