import type { EachMessagePayload, KafkaMessage } from 'kafkajs';
import pino from 'pino';
import { timestampFromDate, UserRegisteredEvent } from '@village/proto';
import { createEnvelope, encodeEnvelope, InvalidEnvelopeError, type EventEnvelope } from './event-envelope';
import {
  ConsumerStoppingError,
  KafkaTransport,
  createEachMessageHandler,
  fromKafkaMessage,
  KAFKA_HEADERS,
  nextOffset,
  toKafkaMessage,
} from './kafka.transport';

const silent = pino({ level: 'silent' });

function anEnvelope(correlationId?: string): EventEnvelope {
  return createEnvelope(
    UserRegisteredEvent,
    { userId: 'user-1', fullName: 'Ada', registeredAt: timestampFromDate(new Date('2025-01-02T03:04:05Z')) },
    { key: 'user-1', occurredAt: new Date('2025-01-02T03:04:05.678Z'), ...(correlationId ? { correlationId } : {}) },
  );
}

function received(envelope: EventEnvelope, offset = '41'): KafkaMessage {
  const message = toKafkaMessage(envelope);
  return {
    key: Buffer.from(String(message.key)),
    value: message.value as Buffer,
    headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, Buffer.from(String(v))])),
    timestamp: String(message.timestamp),
    attributes: 0,
    offset,
  };
}

describe('Kafka record mapping', () => {
  it('keys by aggregate id, carries the envelope as value and id/type/correlation id as headers', () => {
    const envelope = anEnvelope('corr-12345678');
    const message = toKafkaMessage(envelope);

    expect(message.key).toBe('user-1');
    expect(Buffer.compare(message.value as Buffer, Buffer.from(encodeEnvelope(envelope)))).toBe(0);
    expect(message.headers).toEqual({
      [KAFKA_HEADERS.id]: envelope.id,
      [KAFKA_HEADERS.type]: 'village.identity.v1.UserRegistered',
      [KAFKA_HEADERS.correlationId]: 'corr-12345678',
    });
    expect(message.timestamp).toBe(String(Date.parse('2025-01-02T03:04:05.678Z')));
  });

  it('carries the trace context in the envelope and as the W3C traceparent header', () => {
    const traceParent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const envelope = { ...anEnvelope(), traceParent };
    expect(toKafkaMessage(envelope).headers?.[KAFKA_HEADERS.traceParent]).toBe(traceParent);
    expect(fromKafkaMessage('identity.users', received(envelope))).toEqual(envelope);
  });

  it('omits the correlation header when there is none', () => {
    expect(Object.keys(toKafkaMessage(anEnvelope()).headers ?? {})).toEqual([KAFKA_HEADERS.id, KAFKA_HEADERS.type]);
  });

  it('reads back the same envelope from a consumed record (headers arrive as Buffers)', () => {
    const envelope = anEnvelope('corr-12345678');
    expect(fromKafkaMessage('identity.users', received(envelope))).toEqual(envelope);
  });

  it('refuses a tombstone, a foreign key, or headers that contradict the envelope', () => {
    const envelope = anEnvelope();
    const record = received(envelope);
    expect(() => fromKafkaMessage('identity.users', { ...record, value: null })).toThrow(InvalidEnvelopeError);
    expect(() => fromKafkaMessage('identity.users', { ...record, key: Buffer.from('user-2') })).toThrow(
      'record key "user-2"',
    );
    expect(() =>
      fromKafkaMessage('identity.users', {
        ...record,
        headers: { ...record.headers, [KAFKA_HEADERS.type]: Buffer.from('x.Y') },
      }),
    ).toThrow('header event-type "x.Y" contradicts the envelope');
  });

  it('commits the offset after the one processed', () => {
    expect(nextOffset('41')).toBe('42');
    expect(nextOffset('9007199254740993')).toBe('9007199254740994');
  });
});

describe('eachMessage of a Kafka subscription', () => {
  const payload = (message: KafkaMessage, heartbeat = jest.fn(async () => undefined)): EachMessagePayload => ({
    topic: 'identity.users',
    partition: 2,
    message,
    heartbeat,
    pause: () => () => undefined,
  });

  it('hands the envelope over, then commits the next offset', async () => {
    const envelope = anEnvelope();
    const handled: EventEnvelope[] = [];
    const commit = jest.fn(async () => undefined);
    const eachMessage = createEachMessageHandler({
      handle: async (e) => void handled.push(e),
      commit,
      isStopping: () => false,
      sleep: async () => undefined,
      retry: { initialDelayMs: 1, maxDelayMs: 1 },
      logger: silent,
    });

    await eachMessage(payload(received(envelope, '41')));

    expect(handled).toEqual([envelope]);
    expect(commit).toHaveBeenCalledWith('identity.users', 2, '42');
  });

  it('retries a failing handler with backoff and heartbeats, committing only after it succeeded', async () => {
    const calls: string[] = [];
    let failures = 2;
    const sleeps: number[] = [];
    const heartbeat = jest.fn(async () => void calls.push('heartbeat'));
    const eachMessage = createEachMessageHandler({
      handle: async () => {
        calls.push('handle');
        if (failures-- > 0) throw new Error('projection unavailable');
      },
      commit: async () => void calls.push('commit'),
      isStopping: () => false,
      sleep: async (ms) => void sleeps.push(ms),
      retry: { initialDelayMs: 100, maxDelayMs: 150 },
      logger: silent,
      heartbeatIntervalMs: 60,
    });

    await eachMessage(payload(received(anEnvelope()), heartbeat));

    expect(calls).toEqual([
      'handle',
      'heartbeat',
      'heartbeat',
      'handle',
      'heartbeat',
      'heartbeat',
      'heartbeat',
      'handle',
      'commit',
    ]);
    expect(sleeps).toEqual([60, 40, 60, 60, 30]);
  });

  it('gives up without committing when the consumer stops during retries (the event is redelivered)', async () => {
    let stopping = false;
    const commit = jest.fn(async () => undefined);
    const eachMessage = createEachMessageHandler({
      handle: async () => {
        throw new Error('down');
      },
      commit,
      isStopping: () => stopping,
      sleep: async () => {
        stopping = true;
      },
      retry: { initialDelayMs: 1000, maxDelayMs: 1000 },
      logger: silent,
    });

    await expect(eachMessage(payload(received(anEnvelope())))).rejects.toBeInstanceOf(ConsumerStoppingError);
    expect(commit).not.toHaveBeenCalled();
  });

  it('never skips an undecodable record: it is retried like a failure', async () => {
    const record = { ...received(anEnvelope()), value: Buffer.from([0xff, 0xff]) };
    let attempts = 0;
    const eachMessage = createEachMessageHandler({
      handle: async () => undefined,
      commit: jest.fn(async () => undefined),
      isStopping: () => attempts >= 3,
      sleep: async () => void (attempts += 1),
      retry: { initialDelayMs: 1, maxDelayMs: 1 },
      logger: silent,
    });

    await expect(eachMessage(payload(record))).rejects.toBeInstanceOf(ConsumerStoppingError);
    expect(attempts).toBe(3);
  });
});

describe('KafkaTransport', () => {
  it('needs a broker', () => {
    expect(() => new KafkaTransport({ brokers: [], clientId: 'media' })).toThrow('at least one broker');
  });

  it('connects lazily: closing an unused transport touches no broker', async () => {
    const transport = new KafkaTransport({ brokers: ['127.0.0.1:1'], clientId: 'media', logger: silent });
    await transport.close();
    await expect(transport.publish([anEnvelope()])).rejects.toThrow('closed');
  });
});
