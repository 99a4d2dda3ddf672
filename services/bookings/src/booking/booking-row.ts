import type { EntityManager } from 'typeorm';
import type { BookingStatus, CancelledBy, PaymentStatus } from './booking-words';

/** A booking as the use cases and the graph read it (money in integer minor units). */
export interface BookingRow {
  id: string;
  serviceId: string;
  hostId: string;
  guestId: string;
  bookingDate: string;
  notes: string | null;
  amountMinor: number;
  currency: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  cancellationPolicy: string;
  cancelledBy: CancelledBy | null;
  refundMinor: number;
  createdAt: Date;
  updatedAt: Date;
}

interface RawBookingRow {
  id: string;
  service_id: string;
  host_id: string;
  guest_id: string;
  booking_date: string;
  notes: string | null;
  amount_minor: string;
  currency: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  cancellation_policy: string;
  cancelled_by: CancelledBy | null;
  refund_minor: string;
  created_at: Date;
  updated_at: Date;
}

/** The columns of `bookings` (alias `booking`) that make a BookingRow; the day as text, never a local Date. */
export const BOOKING_COLUMNS = `booking.id, booking.service_id, booking.host_id, booking.guest_id,
  to_char(booking.booking_date, 'YYYY-MM-DD') AS booking_date, booking.notes, booking.amount_minor, booking.currency,
  booking.status, booking.payment_status, booking.cancellation_policy, booking.cancelled_by, booking.refund_minor,
  booking.created_at, booking.updated_at`;

export const bookingRowOf = (raw: RawBookingRow): BookingRow => ({
  id: raw.id,
  serviceId: raw.service_id,
  hostId: raw.host_id,
  guestId: raw.guest_id,
  bookingDate: raw.booking_date,
  notes: raw.notes,
  amountMinor: Number(raw.amount_minor),
  currency: raw.currency.trim(),
  status: raw.status,
  paymentStatus: raw.payment_status,
  cancellationPolicy: raw.cancellation_policy,
  cancelledBy: raw.cancelled_by,
  refundMinor: Number(raw.refund_minor),
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export async function selectBookings(
  manager: EntityManager,
  where: string,
  parameters: unknown[],
): Promise<BookingRow[]> {
  const rows = await manager.query<RawBookingRow[]>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings booking ${where}`,
    parameters,
  );
  return rows.map(bookingRowOf);
}

/** The booking of which `memberId` is guest or host, locked for a change; undefined for anyone else. */
export async function lockBookingOf(
  manager: EntityManager,
  bookingId: string,
  memberId: string,
): Promise<BookingRow | undefined> {
  const [row] = await selectBookings(
    manager,
    'WHERE booking.id = $1 AND (booking.guest_id = $2 OR booking.host_id = $2) FOR UPDATE',
    [bookingId, memberId],
  );
  return row;
}
