import { eventsConfigFromEnv } from './events.config';

describe('eventsConfigFromEnv', () => {
  const DATABASE_URL = 'postgres://village@localhost:5432/village';

  it('uses the Postgres log on DATABASE_URL by default', () => {
    expect(eventsConfigFromEnv({ DATABASE_URL })).toEqual({
      transport: { kind: 'postgres', databaseUrl: DATABASE_URL },
    });
  });

  it('prefers EVENT_LOG_DATABASE_URL for the log', () => {
    const EVENT_LOG_DATABASE_URL = 'postgres://village@localhost:5432/events';
    expect(eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_DATABASE_URL }).transport).toEqual({
      kind: 'postgres',
      databaseUrl: EVENT_LOG_DATABASE_URL,
    });
  });

  it('sizes the log pool by EVENT_LOG_DB_POOL_MAX', () => {
    expect(eventsConfigFromEnv({ DATABASE_URL, EVENT_LOG_DB_POOL_MAX: 3 }).transport).toEqual({
      kind: 'postgres',
      databaseUrl: DATABASE_URL,
      poolSize: 3,
    });
  });

  it('uses Kafka when KAFKA_BROKERS is set', () => {
    expect(
      eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka-0:9092, kafka-1:9092', KAFKA_CLIENT_ID: 'media' }),
    ).toEqual({
      transport: { kind: 'kafka', brokers: ['kafka-0:9092', 'kafka-1:9092'], clientId: 'media' },
    });
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka:9092' })).toThrow(
      'KAFKA_CLIENT_ID: is required when KAFKA_BROKERS is set',
    );
    expect(() => eventsConfigFromEnv({ DATABASE_URL, KAFKA_BROKERS: 'kafka', KAFKA_CLIENT_ID: 'x' })).toThrow(
      'KAFKA_BROKERS: expected host:port',
    );
  });
});
