import { knownMembers } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { BookingRow } from '../booking/booking-row';
import type { HandoverKind, HandoverSide } from './handover-words';

export interface Handover {
  id: string;
  kind: HandoverKind;
  recordedBy: HandoverSide;
  /** The first name identity last told bookings of; null when bookings never heard of the member. */
  recordedByName: string | null;
  recordedAt: Date;
}

/** A childcare booking's pickup: who may collect the child, and every handover check-in, oldest first. */
export interface BookingPickup {
  bookingId: string;
  authorisedAdults: string[];
  handovers: Handover[];
}

/** The type of the booked service as bookings knows it ('' when listings never told it). */
export async function serviceTypeOf(manager: EntityManager, serviceId: string): Promise<string> {
  const [row] = await manager.query<Array<{ type: string }>>(
    'SELECT type FROM offered_services WHERE service_id = $1',
    [serviceId],
  );
  return row?.type ?? '';
}

export async function saveAuthorisedAdults(
  manager: EntityManager,
  bookingId: string,
  names: readonly string[],
  now: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO booking_pickups (booking_id, authorised_adults, updated_at) VALUES ($1, $2::text[], $3)
     ON CONFLICT (booking_id) DO UPDATE SET authorised_adults = EXCLUDED.authorised_adults, updated_at = EXCLUDED.updated_at`,
    [bookingId, names, now],
  );
}

export async function readPickup(manager: EntityManager, booking: BookingRow): Promise<BookingPickup> {
  const [pickup] = await manager.query<Array<{ authorised_adults: string[] }>>(
    'SELECT authorised_adults FROM booking_pickups WHERE booking_id = $1',
    [booking.id],
  );
  const rows = await manager.query<
    Array<{ id: string; kind: HandoverKind; recorded_by: string; recorded_by_side: HandoverSide; recorded_at: Date }>
  >(
    `SELECT id, kind, recorded_by, recorded_by_side, recorded_at FROM booking_handovers
      WHERE booking_id = $1 ORDER BY recorded_at, id`,
    [booking.id],
  );
  const members = await knownMembers(manager, [booking.guestId, booking.hostId]);
  return {
    bookingId: booking.id,
    authorisedAdults: pickup?.authorised_adults ?? [],
    handovers: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recordedBy: row.recorded_by_side,
      recordedByName: members.get(row.recorded_by)?.firstName ?? null,
      recordedAt: row.recorded_at,
    })),
  };
}
