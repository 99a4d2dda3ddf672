import { CANCELLATION_POLICY_TEXTS, londonDayStart, refundFor } from './cancellation-policies';

const at = (iso: string): Date => new Date(iso);
const ms = 1;

describe('londonDayStart', () => {
  it('is midnight GMT in winter and 23:00 UTC the day before in summer', () => {
    expect(londonDayStart('2030-01-15').toISOString()).toBe('2030-01-15T00:00:00.000Z');
    expect(londonDayStart('2030-07-15').toISOString()).toBe('2030-07-14T23:00:00.000Z');
  });

  it('counts calendar days back across a clock change', () => {
    // Clocks go forward on 31 March 2030: 5 days before 2 April is 28 March, still GMT.
    expect(londonDayStart('2030-04-02', 5).toISOString()).toBe('2030-03-28T00:00:00.000Z');
    expect(londonDayStart('2030-04-02').toISOString()).toBe('2030-04-01T23:00:00.000Z');
  });
});

describe('refundFor', () => {
  // Booked day 15 July 2030 starts at 2030-07-14T23:00:00Z (BST).
  const day = '2030-07-15';
  const start = londonDayStart(day).getTime();
  const hours = (n: number) => n * 3_600_000;
  const days = (n: number) => hours(24 * n);

  it('flexible: full refund up to exactly 24 hours before the day starts, 50% a millisecond later', () => {
    expect(refundFor('flexible', day, 'guest', 10_000, new Date(start - hours(24)))).toBe(10_000);
    expect(refundFor('flexible', day, 'guest', 10_000, new Date(start - hours(24) + ms))).toBe(5_000);
    expect(refundFor('flexible', day, 'guest', 10_000, new Date(start + hours(5)))).toBe(5_000);
  });

  it('moderate: full refund up to 00:00 London five days before, 50% after', () => {
    expect(refundFor('moderate', day, 'guest', 10_000, at('2030-07-09T23:00:00.000Z'))).toBe(10_000);
    expect(refundFor('moderate', day, 'guest', 10_000, at('2030-07-09T23:00:00.001Z'))).toBe(5_000);
    expect(refundFor('moderate', day, 'guest', 10_000, new Date(start - days(1)))).toBe(5_000);
  });

  it('strict: 50% up to 00:00 London seven days before, nothing after', () => {
    expect(refundFor('strict', day, 'guest', 10_000, at('2030-07-07T23:00:00.000Z'))).toBe(5_000);
    expect(refundFor('strict', day, 'guest', 10_000, at('2030-07-07T23:00:00.001Z'))).toBe(0);
    expect(refundFor('strict', day, 'guest', 10_000, new Date(start + hours(1)))).toBe(0);
  });

  it('a host or the system cancelling refunds everything, whatever the policy and the time', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const) {
      expect(refundFor(policy, day, 'host', 9_999, new Date(start + hours(2)))).toBe(9_999);
      expect(refundFor(policy, day, 'system', 9_999, new Date(start + hours(2)))).toBe(9_999);
    }
  });

  it('rounds half a minor unit up and refunds nothing when nothing was captured', () => {
    expect(refundFor('flexible', day, 'guest', 1_001, new Date(start))).toBe(501);
    expect(refundFor('strict', day, 'guest', 3, new Date(start - days(30)))).toBe(2);
    expect(refundFor('flexible', day, 'guest', 0, new Date(start - days(30)))).toBe(0);
  });
});

it('words the policies exactly as the booking dialog shows them', () => {
  expect(CANCELLATION_POLICY_TEXTS.flexible.text).toBe(
    'Full refund if you cancel at least 24 hours before the booked day; 50% after that.',
  );
  expect(CANCELLATION_POLICY_TEXTS.always).toBe('If the host cancels or declines, you get a full refund.');
});
