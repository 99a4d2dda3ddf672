import { ConcurrencyLimit } from '../concurrency/concurrency-limit';
import { lastOfAppliedPrefix, runInKeyOrder, type KeyedRecord, type RecordOutcome } from './key-ordered-batch';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Records `k0:0, k1:1, ... ` over `keys` keys, offsets 0..count-1. */
function records(count: number, keys: number): KeyedRecord[] {
  return Array.from({ length: count }, (_, i) => ({ key: `k${i % keys}`, offset: String(i) }));
}

describe('runInKeyOrder', () => {
  it('applies each key in order while different keys run side by side', async () => {
    const batch = records(40, 5);
    const perKey = new Map<string, number[]>();
    const inFlightKeys = new Set<string>();
    let peak = 0;
    const outcomes = await runInKeyOrder(batch, {
      limit: new ConcurrencyLimit(4),
      shouldStop: () => false,
      apply: async (record) => {
        expect(inFlightKeys.has(record.key)).toBe(false);
        inFlightKeys.add(record.key);
        peak = Math.max(peak, inFlightKeys.size);
        await tick();
        perKey.set(record.key, [...(perKey.get(record.key) ?? []), Number(record.offset)]);
        inFlightKeys.delete(record.key);
        return true;
      },
    });
    expect(peak).toBe(4);
    for (let k = 0; k < 5; k += 1) {
      expect(perKey.get(`k${k}`)).toEqual(Array.from({ length: 8 }, (_, i) => i * 5 + k));
    }
    expect([...outcomes.values()].every((outcome) => outcome === 'applied')).toBe(true);
  });

  it('holds back only the rest of a failing key; the other keys are applied', async () => {
    const batch = records(9, 3);
    const outcomes = await runInKeyOrder(batch, {
      limit: new ConcurrencyLimit(2),
      shouldStop: () => false,
      apply: async (record) => record.offset !== '4',
    });
    const byOffset = batch.map((record) => outcomes.get(record));
    expect(byOffset).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'failed',
      'applied',
      'applied',
      'not-run',
      'applied',
    ]);
    expect(lastOfAppliedPrefix(batch, (record) => outcomes.get(record) === 'applied')?.offset).toBe('3');
  });

  it('retries a failed record after its backoff, before the rest of its key', async () => {
    const batch = records(4, 2);
    const calls: string[] = [];
    let failures = 2;
    const outcomes = await runInKeyOrder(batch, {
      limit: new ConcurrencyLimit(1),
      shouldStop: () => false,
      apply: async (record) => {
        calls.push(record.offset);
        return !(record.offset === '0' && failures-- > 0);
      },
      backoff: async (record, attempt) => {
        calls.push(`wait ${record.offset} #${attempt}`);
        return true;
      },
    });
    expect(calls.filter((call) => call.startsWith('wait'))).toEqual(['wait 0 #1', 'wait 0 #2']);
    const applies = calls.filter((call) => !call.startsWith('wait'));
    expect(applies.filter((call) => call === '0')).toHaveLength(3);
    expect(applies.indexOf('2')).toBeGreaterThan(applies.lastIndexOf('0'));
    expect(applies.indexOf('3')).toBeGreaterThan(applies.indexOf('1'));
    expect([...outcomes.values()]).toEqual(['applied', 'applied', 'applied', 'applied']);
  });

  it('starts nothing once told to stop; what is in flight finishes and counts', async () => {
    const batch = records(10, 2);
    let stopping = false;
    const applied: string[] = [];
    const outcomes = await runInKeyOrder(batch, {
      limit: new ConcurrencyLimit(2),
      shouldStop: () => stopping,
      apply: async (record) => {
        if (record.offset === '3') stopping = true;
        await tick();
        applied.push(record.offset);
        return true;
      },
    });
    expect(applied.sort()).toEqual(['0', '1', '2', '3']);
    const outcome = (offset: string): RecordOutcome | undefined =>
      outcomes.get(batch.find((record) => record.offset === offset) as KeyedRecord);
    expect(['0', '1', '2', '3'].map(outcome)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(['4', '5', '9'].map(outcome)).toEqual(['not-run', 'not-run', 'not-run']);
    expect(lastOfAppliedPrefix(batch, (record) => outcomes.get(record) === 'applied')?.offset).toBe('3');
  });

  it('gives no prefix when the first record is not applied', () => {
    const batch = records(3, 3);
    expect(lastOfAppliedPrefix(batch, (record) => record.offset !== '0')).toBeUndefined();
    expect(lastOfAppliedPrefix([], () => true)).toBeUndefined();
  });
});
