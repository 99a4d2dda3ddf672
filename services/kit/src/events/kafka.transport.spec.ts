import type { Batch, EachBatchPayload, KafkaMessage } from 'kafkajs';
import pino from 'pino';
import { decodeEventMessage, timestampFromDate, UserRegisteredEvent } from '@village/proto';
import { createEnvelope, encodeEnvelope, InvalidEnvelopeError, type EventEnvelope } from './event-envelope';
import {
  ConsumerStoppingError,
  KafkaTransport,
  createEachBatchHandler,
  fromKafkaMessage,
  KAFKA_HEADERS,
  nextOffset,
  toKafkaMessage,
} from './kafka.transport';
import { ConcurrencyLimit } from '../concurrency/concurrency-limit';

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

describe('eachBatch of a Kafka subscription', () => {
  const TOPIC = 'identity.users';
  const retry = { initialDelayMs: 1, maxDelayMs: 1 };

  /** `count` events over `keys` keys, at offsets from `first`, with their envelopes for the assertions. */
  function aBatch(count: number, keys: number, first = 40): { envelopes: EventEnvelope[]; messages: KafkaMessage[] } {
    const envelopes = Array.from({ length: count }, (_, i) =>
      createEnvelope(
        UserRegisteredEvent,
        { userId: `user-${i % keys}`, fullName: `Ada ${i}` },
        { key: `user-${i % keys}`, occurredAt: new Date('2025-01-02T03:04:05.678Z') },
      ),
    );
    return { envelopes, messages: envelopes.map((envelope, i) => received(envelope, String(first + i))) };
  }

  function payload(
    messages: KafkaMessage[],
    overrides: Partial<EachBatchPayload> = {},
  ): EachBatchPayload & { resolved: string[]; commits: string[] } {
    const resolved: string[] = [];
    const commits: string[] = [];
    const batch: Batch = {
      topic: TOPIC,
      partition: 2,
      highWatermark: String(Number(messages[messages.length - 1]?.offset ?? 0) + 1),
      messages,
      isEmpty: () => messages.length === 0,
      firstOffset: () => messages[0]?.offset ?? null,
      lastOffset: () => messages[messages.length - 1]?.offset ?? '-1',
      offsetLag: () => '0',
      offsetLagLow: () => '0',
    };
    return {
      batch,
      resolved,
      commits,
      resolveOffset: (offset) => void resolved.push(offset),
      heartbeat: async () => undefined,
      commitOffsetsIfNecessary: async (offsets) => {
        for (const { topic, partitions } of offsets?.topics ?? []) {
          for (const { partition, offset } of partitions) {
            expect([topic, partition]).toEqual([TOPIC, 2]);
            commits.push(offset);
          }
        }
      },
      uncommittedOffsets: () => ({ topics: [] }),
      isRunning: () => true,
      isStale: () => false,
      pause: () => () => undefined,
      ...overrides,
    };
  }

  const nameOf = (e: EventEnvelope): string => decodeEventMessage(UserRegisteredEvent, e).fullName;

  it('applies each key in order, keys side by side, then commits the offset after the batch', async () => {
    const { envelopes, messages } = aBatch(30, 3);
    const perKey = new Map<string, string[]>();
    const inFlight = new Set<string>();
    let peak = 0;
    const eachBatch = createEachBatchHandler({
      handle: async (e) => {
        inFlight.add(e.key);
        peak = Math.max(peak, inFlight.size);
        await new Promise((resolve) => setImmediate(resolve));
        perKey.set(e.key, [...(perKey.get(e.key) ?? []), nameOf(e)]);
        inFlight.delete(e.key);
      },
      isStopping: () => false,
      sleep: async () => undefined,
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(3),
    });
    const run = payload(messages);

    await eachBatch(run);
    await eachBatch.settled();

    expect(peak).toBe(3);
    for (let k = 0; k < 3; k += 1) {
      expect(perKey.get(`user-${k}`)).toEqual(envelopes.filter((e) => e.key === `user-${k}`).map((e) => nameOf(e)));
    }
    expect(run.commits).toEqual(['70']);
    expect(run.resolved).toEqual(['69']);
  });

  it('retries a failing event with backoff and heartbeats; only its key waits, the offset follows once it passed', async () => {
    const { messages } = aBatch(6, 2);
    const calls: string[] = [];
    let failures = 2;
    const heartbeat = jest.fn(async () => undefined);
    const eachBatch = createEachBatchHandler({
      handle: async (e) => {
        calls.push(nameOf(e));
        if (nameOf(e) === 'Ada 0' && failures-- > 0) throw new Error('projection unavailable');
      },
      isStopping: () => false,
      sleep: async () => undefined,
      retry: { initialDelayMs: 100, maxDelayMs: 150 },
      logger: silent,
      limit: new ConcurrencyLimit(2),
      heartbeatIntervalMs: 60,
    });

    const run = payload(messages, { heartbeat });
    await eachBatch(run);
    await eachBatch.settled();

    expect(calls.filter((name) => name === 'Ada 0')).toHaveLength(3);
    // Key user-0 (Ada 0, 2, 4) waits behind the failing event; user-1 (Ada 1, 3, 5) does not.
    expect(calls.indexOf('Ada 2')).toBeGreaterThan(calls.lastIndexOf('Ada 0'));
    expect(calls.indexOf('Ada 5')).toBeLessThan(calls.lastIndexOf('Ada 0'));
    expect(heartbeat.mock.calls.length).toBeGreaterThanOrEqual(5); // 100 ms and 150 ms of backoff, every 60 ms
    expect(run.commits[run.commits.length - 1]).toBe('46');
  });

  it('stopped mid-batch: commits only the applied prefix and throws; the redelivery applies nothing twice', async () => {
    const { envelopes, messages } = aBatch(40, 4);
    const effects = new Map<string, number>(); // event id -> times applied, as processed_events would see it
    const perKey = new Map<string, string[]>();
    const idempotent = async (e: EventEnvelope): Promise<void> => {
      effects.set(e.id, (effects.get(e.id) ?? 0) + 1);
      if (effects.get(e.id) === 1) perKey.set(e.key, [...(perKey.get(e.key) ?? []), nameOf(e)]);
    };
    let stopping = false;
    const first = createEachBatchHandler({
      handle: async (e) => {
        await new Promise((resolve) => setImmediate(resolve));
        await idempotent(e);
        if (nameOf(e) === 'Ada 13') stopping = true;
      },
      isStopping: () => stopping,
      sleep: async () => undefined,
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(4),
    });

    const firstRun = payload(messages);
    await expect(first(firstRun)).rejects.toBeInstanceOf(ConsumerStoppingError);
    const committed = firstRun.commits[firstRun.commits.length - 1];
    const appliedFirst = [...effects.keys()];
    expect(appliedFirst.length).toBeGreaterThan(0);
    expect(appliedFirst.length).toBeLessThan(40);
    // Every event before the committed offset was applied.
    for (const message of messages.filter((m) => BigInt(m.offset) < BigInt(committed))) {
      expect(effects.has(envelopes[Number(message.offset) - 40].id)).toBe(true);
    }

    // Redelivery from the committed offset, as the partition's next owner would get it.
    const second = createEachBatchHandler({
      handle: idempotent,
      isStopping: () => false,
      sleep: async () => undefined,
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(4),
    });
    const secondRun = payload(messages.filter((m) => BigInt(m.offset) >= BigInt(committed)));
    await second(secondRun);
    await second.settled();

    expect(secondRun.commits[secondRun.commits.length - 1]).toBe('80');
    expect(effects.size).toBe(40);
    for (let k = 0; k < 4; k += 1) {
      expect(perKey.get(`user-${k}`)).toEqual(envelopes.filter((e) => e.key === `user-${k}`).map((e) => nameOf(e)));
    }
  });

  it('commits the applied prefix on the interval while a batch lasts', async () => {
    const { messages } = aBatch(5, 1);
    const eachBatch = createEachBatchHandler({
      handle: async () => undefined,
      isStopping: () => false,
      sleep: async () => undefined,
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(1),
      commitIntervalMs: 0,
    });

    const run = payload(messages);
    await eachBatch(run);
    await eachBatch.settled();

    expect(run.commits).toEqual(['41', '42', '43', '44', '45']);
  });

  it('stops the batch when the group rebalances (heartbeat fails) and rethrows that error', async () => {
    const { messages } = aBatch(4, 1);
    const rebalancing = new Error('The group is rebalancing');
    const handled: string[] = [];
    const eachBatch = createEachBatchHandler({
      handle: async (e) => void handled.push(nameOf(e)),
      isStopping: () => false,
      sleep: async () => undefined,
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(1),
    });

    const run = payload(messages, { heartbeat: () => Promise.reject(rebalancing) });
    await expect(eachBatch(run)).rejects.toBe(rebalancing);
    expect(handled.length).toBeLessThan(4);
    expect(run.commits).toEqual([String(40 + handled.length)]);
  });

  it('never skips an undecodable record: it is retried like a failure until the consumer stops', async () => {
    const record = { ...received(anEnvelope(), '41'), value: Buffer.from([0xff, 0xff]) };
    let attempts = 0;
    const eachBatch = createEachBatchHandler({
      handle: async () => undefined,
      isStopping: () => attempts >= 3,
      sleep: async () => void (attempts += 1),
      retry,
      logger: silent,
      limit: new ConcurrencyLimit(2),
    });

    const run = payload([record]);
    await expect(eachBatch(run)).rejects.toBeInstanceOf(ConsumerStoppingError);
    expect(attempts).toBe(3);
    expect(run.commits).toEqual([]);
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
