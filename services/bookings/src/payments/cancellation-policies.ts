/** A service's cancellation policy; the booking keeps the one the service had when it was requested. */
export type CancellationPolicy = 'flexible' | 'moderate' | 'strict';

export const CANCELLATION_POLICIES: readonly CancellationPolicy[] = ['flexible', 'moderate', 'strict'];

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

export type CancelledBy = 'guest' | 'host' | 'system';

/** Labels and texts, word for word as members read them on a service and in the booking dialog. */
export const CANCELLATION_POLICY_TEXTS = {
  flexible: {
    label: 'Flexible',
    text: 'Full refund if you cancel at least 24 hours before the booked day; 50% after that.',
  },
  moderate: {
    label: 'Moderate',
    text: 'Full refund if you cancel at least 5 days before the booked day; 50% after that.',
  },
  strict: {
    label: 'Strict',
    text: '50% refund if you cancel at least 7 days before the booked day; no refund after that.',
  },
  always: 'If the host cancels or declines, you get a full refund.',
} as const;

const HOUR_MS = 3_600_000;
const BOOKING_ZONE = 'Europe/London';

/** What Europe/London's wall clock reads at an instant, as if that reading were UTC. */
function londonWallClockAsUtc(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BOOKING_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The instant 00:00 Europe/London starts a day (`YYYY-MM-DD`), `daysBefore` calendar days earlier. London changes
 * its clocks at 01:00 UTC, so the offset at 00:00 UTC of that date is the offset at its midnight.
 */
export function londonDayStart(date: string, daysBefore = 0): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
  const midnightAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - daysBefore);
  return new Date(midnightAsUtc - (londonWallClockAsUtc(midnightAsUtc) - midnightAsUtc));
}

/** `amountMinor × percent / 100` in whole minor units, halves rounded up. */
export function percentOf(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

/** The percentage of captured money a cancellation at `now` gives back. */
function refundPercent(policy: CancellationPolicy, bookingDate: string, cancelledBy: CancelledBy, now: Date): number {
  if (cancelledBy !== 'guest') return 100;
  const at = now.getTime();
  switch (policy) {
    case 'flexible':
      return at <= londonDayStart(bookingDate).getTime() - 24 * HOUR_MS ? 100 : 50;
    case 'moderate':
      return at <= londonDayStart(bookingDate, 5).getTime() ? 100 : 50;
    case 'strict':
      return at <= londonDayStart(bookingDate, 7).getTime() ? 50 : 0;
  }
}

/**
 * What a cancellation refunds, in minor units, of the money captured so far (nothing captured: nothing to refund,
 * the authorisation is cancelled instead). A host's or the system's cancellation refunds everything.
 */
export function refundFor(
  policy: CancellationPolicy,
  bookingDate: string,
  cancelledBy: CancelledBy,
  capturedMinor: number,
  now: Date,
): number {
  if (capturedMinor <= 0) return 0;
  return percentOf(capturedMinor, refundPercent(policy, bookingDate, cancelledBy, now));
}
