import pino from 'pino';
import { KafkaTransport } from '../../src/events/kafka.transport';
import { describeEventTransportContract } from './event-transport.contract';
import { uniqueName } from './event.fixtures';

/*
 * The transport contract against a real Kafka broker: KAFKA_BROKERS
 * (host:port[,host:port]) names it. Without it the suite is skipped, saying so;
 * under CI (CI=true) that is a failure.
 */
const brokers = (process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((broker) => broker.trim())
  .filter(Boolean);

jest.setTimeout(120_000);

if (brokers.length > 0) {
  describeEventTransportContract(
    `Kafka (${brokers.join(',')})`,
    async () =>
      new KafkaTransport({
        brokers,
        clientId: uniqueName('kit-contract'),
        numPartitions: 3,
        replicationFactor: Number(process.env.KAFKA_REPLICATION_FACTOR ?? 1),
        retry: { initialDelayMs: 20, maxDelayMs: 200 },
        logger: pino({ level: process.env.KAFKA_TEST_LOG_LEVEL ?? 'silent' }),
      }),
    // Consumer groups take a few seconds to (re)balance after members join.
    { settleMs: 8_000, waitMs: 60_000 },
  );
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('runs the Kafka transport contract', () => {
    throw new Error('KAFKA_BROKERS is not set: CI must provide a Kafka broker for the event transport contract');
  });
} else {
  it.skip('Kafka transport contract: skipped because KAFKA_BROKERS is not set', () => undefined);
}
