import type { ConcurrencyLimit } from '../concurrency/concurrency-limit';

/**
 * Applying a fetched batch of events faster than one at a time without giving
 * up per-key order: the batch is split into one lane per key (in offset
 * order), lanes run side by side within a concurrency limit, and a lane stops
 * at its first failure, so nothing of that key runs ahead of the failed event.
 * The transports then commit only the contiguous applied prefix of the batch:
 * whatever was applied beyond a failure is redelivered later and absorbed by
 * the idempotent consumer.
 */

export interface KeyedRecord {
  /** Aggregate id: records of one key are applied in batch order. */
  key: string;
  /** Position in the partition or topic log (a decimal integer). */
  offset: string;
}

export type RecordOutcome = 'applied' | 'failed' | 'not-run';

export interface KeyOrderedRun<R extends KeyedRecord> {
  limit: ConcurrencyLimit;
  /** Applies one record: true once applied, false if it failed. */
  apply: (record: R) => Promise<boolean>;
  /**
   * After a failure, waits (outside the concurrency limit) before the record is tried again; resolves false to
   * give up. Without it a failure ends the key's lane: the rest of that key is not run in this batch.
   */
  backoff?: (record: R, attempt: number) => Promise<boolean>;
  /** Checked before each record: once true, no further record starts (those in flight finish). */
  shouldStop: () => boolean;
  /** Called after each applied record (e.g. to heartbeat or commit on an interval). */
  onApplied?: (record: R) => void;
}

/** Runs `records` (in offset order) key by key as described above; returns each record's outcome. */
export async function runInKeyOrder<R extends KeyedRecord>(
  records: readonly R[],
  run: KeyOrderedRun<R>,
): Promise<Map<R, RecordOutcome>> {
  const outcomes = new Map<R, RecordOutcome>(records.map((record) => [record, 'not-run']));
  const lanes = new Map<string, R[]>();
  for (const record of records) {
    const lane = lanes.get(record.key);
    if (lane) lane.push(record);
    else lanes.set(record.key, [record]);
  }
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const record of lane) {
        for (let attempt = 1; ; attempt += 1) {
          const applied = await run.limit.run(async () => (run.shouldStop() ? undefined : run.apply(record)));
          if (applied === undefined) return;
          outcomes.set(record, applied ? 'applied' : 'failed');
          if (applied) break;
          if (!run.backoff || !(await run.backoff(record, attempt))) return;
        }
        run.onApplied?.(record);
      }
    }),
  );
  return outcomes;
}

/** The last record of the batch's applied prefix (every record up to it applied), if any. */
export function lastOfAppliedPrefix<R extends KeyedRecord>(
  records: readonly R[],
  isApplied: (record: R) => boolean,
): R | undefined {
  let last: R | undefined;
  for (const record of records) {
    if (!isApplied(record)) break;
    last = record;
  }
  return last;
}
