import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export type TimeBankReason = 'starter' | 'care_given' | 'care_received';

/** The same (member, reason, booking) always gives the same id: the primary key lets each movement happen once. */
export function entryId(memberId: string, reason: TimeBankReason, bookingId: string | null): string {
  const hex = createHash('sha256')
    .update(`${memberId}|${reason}|${bookingId ?? ''}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function addEntry(
  manager: EntityManager,
  entry: { memberId: string; reason: TimeBankReason; bookingId: string | null; hoursDelta: number; at: Date },
): Promise<void> {
  await manager.query(
    `INSERT INTO time_bank_entries (id, member_id, booking_id, reason, hours_delta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [
      entryId(entry.memberId, entry.reason, entry.bookingId),
      entry.memberId,
      entry.bookingId,
      entry.reason,
      entry.hoursDelta,
      entry.at,
    ],
  );
}

/** The starter hours, once per member whatever happens later. */
export const creditStarterHours = (manager: EntityManager, memberId: string, hours: number, at: Date) =>
  addEntry(manager, { memberId, reason: 'starter', bookingId: null, hoursDelta: hours, at });

/**
 * A completed reciprocal booking: the host is credited and the guest debited the hours it cost, in the caller's
 * transaction, once. Any other booking moves nothing.
 */
export async function settleCareHours(
  manager: EntityManager,
  booking: { id: string; hostId: string; guestId: string },
  at: Date,
): Promise<void> {
  const [care] = await manager.query<Array<{ hours_charged: string }>>(
    'SELECT hours_charged FROM booking_care_hours WHERE booking_id = $1',
    [booking.id],
  );
  if (!care) return;
  const hours = Number(care.hours_charged);
  await addEntry(manager, {
    memberId: booking.hostId,
    reason: 'care_given',
    bookingId: booking.id,
    hoursDelta: hours,
    at,
  });
  await addEntry(manager, {
    memberId: booking.guestId,
    reason: 'care_received',
    bookingId: booking.id,
    hoursDelta: -hours,
    at,
  });
}

/** One request at a time per guest, so two racing requests cannot spend the same hours. */
export const lockMemberHours = (manager: EntityManager, memberId: string) =>
  manager.query(`SELECT pg_advisory_xact_lock(hashtext('time-bank:' || $1))`, [memberId]);

/** The balance, minus the hours held by the member's pending and confirmed reciprocal bookings as a guest. */
export async function availableHours(
  manager: EntityManager,
  memberId: string,
): Promise<{ balance: number; held: number }> {
  const [row] = await manager.query<Array<{ balance: string; held: string }>>(
    `SELECT (SELECT COALESCE(SUM(hours_delta), 0) FROM time_bank_entries WHERE member_id = $1) AS balance,
            (SELECT COALESCE(SUM(care.hours_charged), 0)
               FROM booking_care_hours care JOIN bookings booking ON booking.id = care.booking_id
              WHERE booking.guest_id = $1 AND booking.status IN ('pending', 'confirmed')) AS held`,
    [memberId],
  );
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}

export const saveCareHours = (
  manager: EntityManager,
  bookingId: string,
  care: { careHours: number; children: number; hoursCharged: number },
) =>
  manager.query(
    'INSERT INTO booking_care_hours (booking_id, care_hours, children, hours_charged) VALUES ($1, $2, $3, $4)',
    [bookingId, care.careHours, care.children, care.hoursCharged],
  );
