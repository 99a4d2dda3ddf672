import type { EventEnvelope } from '../../src/events/event-envelope';
import type { EventSubscription, EventTransport } from '../../src/events/event-transport.port';
import { probe, seqOf, sleep, uniqueName, waitFor, within } from './event.fixtures';

export interface TransportContractOptions {
  /** How long to let a consumer group settle after subscribing before publishing (Kafka rebalances). */
  settleMs?: number;
  /** Bound of every wait (default 15 s). */
  waitMs?: number;
}

/**
 * The semantics every `EventTransport` adapter must have. `factory` returns a
 * new, independent transport (as another process would have) on the same
 * backend, with fast retries (initial backoff <= 100 ms). Each test uses its
 * own topics and groups, so the backend may be shared.
 */
export function describeEventTransportContract(
  name: string,
  factory: () => Promise<EventTransport>,
  options: TransportContractOptions = {},
): void {
  const waitMs = options.waitMs ?? 15_000;
  const settle = (): Promise<void> => sleep(options.settleMs ?? 0);

  describe(`EventTransport contract: ${name}`, () => {
    let open: EventTransport[] = [];
    const transport = async (): Promise<EventTransport> => {
      const created = await within('creating a transport', factory(), waitMs);
      open.push(created);
      return created;
    };
    const publishInOrder = async (bus: EventTransport, events: EventEnvelope[], batch = 10): Promise<void> => {
      for (let i = 0; i < events.length; i += batch) {
        await within('publish', bus.publish(events.slice(i, i + batch)), waitMs);
      }
    };
    const subscribe = (
      bus: EventTransport,
      group: string,
      topics: string[],
      handle: (e: EventEnvelope) => Promise<void>,
    ): Promise<EventSubscription> => within(`subscribing ${group}`, bus.subscribe({ group, topics, handle }), waitMs);

    afterEach(async () => {
      const closing = open;
      open = [];
      await within('closing transports', Promise.all(closing.map((bus) => bus.close())), waitMs);
    });

    it('delivers what was published, durably: a consumer started later gets every field back', async () => {
      const topic = uniqueName('contract');
      const publisher = await transport();
      const traced = { traceParent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
      const published = [
        probe(topic, 'a', 0, 'corr-0000-0001'),
        { ...probe(topic, 'a', 1), ...traced },
        probe(topic, 'b', 2),
      ];
      await publishInOrder(publisher, published);
      await within('closing the publisher', publisher.close(), waitMs);

      const received: EventEnvelope[] = [];
      await subscribe(await transport(), uniqueName('group'), [topic], async (e) => void received.push(e));

      await waitFor('3 events', () => received.length >= 3, waitMs);
      const byId = new Map(received.map((e) => [e.id, e]));
      for (const sent of published) {
        const got = byId.get(sent.id);
        expect(got).toBeDefined();
        expect({ ...got, payload: Buffer.from(got!.payload) }).toEqual({ ...sent, payload: Buffer.from(sent.payload) });
      }
    });

    it('keeps the order of each key (200 events over 5 keys)', async () => {
      const topic = uniqueName('contract');
      const bus = await transport();
      const perKey = new Map<string, number[]>();
      await subscribe(bus, uniqueName('group'), [topic], async (e) => {
        perKey.set(e.key, [...(perKey.get(e.key) ?? []), seqOf(e)]);
      });
      await settle();

      const keys = ['k0', 'k1', 'k2', 'k3', 'k4'];
      const events = Array.from({ length: 200 }, (_, i) => probe(topic, keys[i % 5], i));
      await publishInOrder(await transport(), events, 7);

      const total = (): number => [...perKey.values()].reduce((sum, seqs) => sum + seqs.length, 0);
      await waitFor('200 events', () => total() >= 200, waitMs);
      for (const [index, key] of keys.entries()) {
        expect(perKey.get(key)).toEqual(Array.from({ length: 40 }, (_, i) => i * 5 + index));
      }
    });

    it('applies different keys side by side, each key still in order', async () => {
      const topic = uniqueName('contract');
      const perKey = new Map<string, number[]>();
      const inFlight = new Set<string>();
      let peak = 0;
      let overlapsWithinKey = 0;
      const events = Array.from({ length: 60 }, (_, i) => probe(topic, `k${i % 6}`, i));
      await publishInOrder(await transport(), events, 20);
      await subscribe(await transport(), uniqueName('group'), [topic], async (e) => {
        if (inFlight.has(e.key)) overlapsWithinKey += 1;
        inFlight.add(e.key);
        peak = Math.max(peak, inFlight.size);
        await sleep(5);
        perKey.set(e.key, [...(perKey.get(e.key) ?? []), seqOf(e)]);
        inFlight.delete(e.key);
      });

      const total = (): number => [...perKey.values()].reduce((sum, seqs) => sum + seqs.length, 0);
      await waitFor('60 events', () => total() >= 60, waitMs);
      expect(overlapsWithinKey).toBe(0);
      expect(peak).toBeGreaterThan(1);
      for (let k = 0; k < 6; k += 1) {
        expect(perKey.get(`k${k}`)).toEqual(Array.from({ length: 10 }, (_, i) => i * 6 + k));
      }
    });

    it('stopped mid-batch, resumes after what was applied: nothing lost, no effect twice, key order kept', async () => {
      const topic = uniqueName('contract');
      const group = uniqueName('group');
      const events = Array.from({ length: 80 }, (_, i) => probe(topic, `k${i % 8}`, i));
      await publishInOrder(await transport(), events, 20);
      // The idempotent consumer's view: an event's effect is applied on its first delivery only.
      const applied = new Set<string>();
      const perKey = new Map<string, number[]>();
      let deliveries = 0;
      let inFlight = 0;
      const handle = async (e: EventEnvelope): Promise<void> => {
        deliveries += 1;
        inFlight += 1;
        await sleep(3);
        if (!applied.has(e.id)) {
          applied.add(e.id);
          perKey.set(e.key, [...(perKey.get(e.key) ?? []), seqOf(e)]);
        }
        inFlight -= 1;
      };

      const first = await subscribe(await transport(), group, [topic], handle);
      await waitFor('a part of the batch', () => applied.size >= 20, waitMs);
      await within('stopping mid-batch', first.close(), waitMs);
      expect(inFlight).toBe(0); // close waited for the handlers in flight
      const appliedByFirst = applied.size;
      expect(appliedByFirst).toBeLessThan(80);

      await subscribe(await transport(), group, [topic], handle);
      await waitFor('all 80 effects', () => applied.size >= 80, waitMs);
      await sleep(300); // a late redelivery would show up now
      expect(applied.size).toBe(80);
      for (let k = 0; k < 8; k += 1) {
        expect(perKey.get(`k${k}`)).toEqual(Array.from({ length: 10 }, (_, i) => i * 8 + k));
      }
      // Redelivered: at most what the first run had applied beyond its committed prefix.
      expect(deliveries - 80).toBeLessThanOrEqual(appliedByFirst);
    });

    it('gives every event to each consumer group', async () => {
      const topic = uniqueName('contract');
      const events = Array.from({ length: 30 }, (_, i) => probe(topic, `k${i % 3}`, i));
      const one = new Set<string>();
      const two = new Set<string>();
      await subscribe(await transport(), uniqueName('group-one'), [topic], async (e) => void one.add(e.id));
      await subscribe(await transport(), uniqueName('group-two'), [topic], async (e) => void two.add(e.id));
      await settle();

      await publishInOrder(await transport(), events);

      await waitFor('both groups to get 30 events', () => one.size >= 30 && two.size >= 30, waitMs);
      const ids = new Set(events.map((e) => e.id));
      expect(one).toEqual(ids);
      expect(two).toEqual(ids);
    });

    it('shares a group among its members: each event processed by one member, all processed, in key order', async () => {
      const topic = uniqueName('contract');
      const group = uniqueName('group');
      const processedBy = new Map<string, string[]>();
      const perKey = new Map<string, number[]>();
      const inFlight = new Map<string, string>();
      let overlaps = 0;
      const member = (memberName: string) => async (e: EventEnvelope) => {
        if (inFlight.has(e.key)) overlaps += 1;
        inFlight.set(e.key, memberName);
        await sleep(1);
        processedBy.set(e.id, [...(processedBy.get(e.id) ?? []), memberName]);
        perKey.set(e.key, [...(perKey.get(e.key) ?? []), seqOf(e)]);
        inFlight.delete(e.key);
      };
      await subscribe(await transport(), group, [topic], member('first'));
      await subscribe(await transport(), group, [topic], member('second'));
      await settle();

      const events = Array.from({ length: 100 }, (_, i) => probe(topic, `k${i % 10}`, i));
      await publishInOrder(await transport(), events);

      await waitFor('100 events', () => processedBy.size >= 100, waitMs);
      await sleep(300); // a duplicate would show up now
      expect([...processedBy.keys()].sort()).toEqual(events.map((e) => e.id).sort());
      expect([...processedBy.values()].filter((members) => members.length > 1)).toEqual([]);
      expect(overlaps).toBe(0);
      for (let k = 0; k < 10; k += 1) {
        expect(perKey.get(`k${k}`)).toEqual(Array.from({ length: 10 }, (_, i) => i * 10 + k));
      }
    });

    it('redelivers an event whose handler failed, before any later event of its key', async () => {
      const topic = uniqueName('contract');
      const attempts: string[] = [];
      let failed = false;
      await subscribe(await transport(), uniqueName('group'), [topic], async (e) => {
        attempts.push(`${e.key}:${seqOf(e)}`);
        if (e.key === 'poisoned' && seqOf(e) === 0 && !failed) {
          failed = true;
          throw new Error('transient failure');
        }
      });
      await settle();

      await publishInOrder(
        await transport(),
        [0, 1, 2, 3, 4].map((i) => probe(topic, 'poisoned', i)),
      );

      await waitFor('the failed event and its followers', () => attempts.length >= 6, waitMs);
      expect(attempts).toEqual(['poisoned:0', 'poisoned:0', 'poisoned:1', 'poisoned:2', 'poisoned:3', 'poisoned:4']);
    });

    it('keeps retrying a failing handler: the event is never skipped', async () => {
      const topic = uniqueName('contract');
      let attempts = 0;
      const later: number[] = [];
      await subscribe(await transport(), uniqueName('group'), [topic], async (e) => {
        if (seqOf(e) === 0) {
          attempts += 1;
          throw new Error('permanent failure');
        }
        later.push(seqOf(e));
      });
      await settle();
      await publishInOrder(await transport(), [probe(topic, 'k', 0), probe(topic, 'k', 1)]);

      await waitFor('three attempts', () => attempts >= 3, waitMs);
      expect(later).toEqual([]);
    });

    it('resumes a restarted consumer from its committed offset (at most the in-flight event again)', async () => {
      const topic = uniqueName('contract');
      const group = uniqueName('group');
      const events = Array.from({ length: 10 }, (_, i) => probe(topic, 'k', i));
      await publishInOrder(await transport(), events);

      const firstRun: number[] = [];
      let release!: () => void;
      const blocked = new Promise<void>((resolve) => (release = resolve));
      let reachedFive = false;
      const first = await subscribe(await transport(), group, [topic], async (e) => {
        if (seqOf(e) === 5) {
          reachedFive = true;
          await blocked; // in flight while the consumer is told to stop
        }
        firstRun.push(seqOf(e));
      });
      await waitFor('the consumer to reach event 5', () => reachedFive, waitMs);
      const closing = first.close();
      await sleep(50);
      release();
      await within('closing the first consumer', closing, waitMs);
      expect(firstRun).toEqual([0, 1, 2, 3, 4, 5]);

      const secondRun: number[] = [];
      await subscribe(await transport(), group, [topic], async (e) => void secondRun.push(seqOf(e)));
      await waitFor('events 6..9 after the restart', () => [6, 7, 8, 9].every((s) => secondRun.includes(s)), waitMs);
      await sleep(300);
      const redelivered = secondRun.filter((s) => s <= 5);
      expect(redelivered.length === 0 || (redelivered.length === 1 && redelivered[0] === 5)).toBe(true);
      expect(secondRun.filter((s) => s > 5)).toEqual([6, 7, 8, 9]);
    });
  });
}
