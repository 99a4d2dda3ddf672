import { FailureTolerance } from './failure-tolerance';

describe('FailureTolerance', () => {
  let now: number;
  const tolerance = (graceMs: number): FailureTolerance => new FailureTolerance(graceMs, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('passes while the check passes', () => {
    const database = tolerance(10_000);

    expect(database.record(true)).toBe(true);
    expect(database.record(true)).toBe(true);
  });

  it('tolerates a blip shorter than the grace period', () => {
    const database = tolerance(10_000);

    expect(database.record(false)).toBe(true);
    now += 9_999;
    expect(database.record(false)).toBe(true);
    expect(database.record(true)).toBe(true);
  });

  it('fails once the check has failed on every try for the grace period', () => {
    const database = tolerance(10_000);

    database.record(false);
    now += 5_000;
    database.record(false);
    now += 5_000;

    expect(database.record(false)).toBe(false);
  });

  it('counts the grace period again from the next failure after a success', () => {
    const database = tolerance(10_000);

    database.record(false);
    now += 9_000;
    database.record(true);
    now += 1;
    database.record(false);
    now += 9_000;

    expect(database.record(false)).toBe(true);
  });

  it('fails at once with no grace period', () => {
    expect(tolerance(0).record(false)).toBe(false);
  });
});
