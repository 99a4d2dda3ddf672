import type { EntityManager } from 'typeorm';
import type { BookingRow } from './booking-row';
import { holdsSeat, type BookingStatus, type CancelledBy } from './booking-words';

/** Moves a locked booking to `to`; gives its seat back when it leaves pending/confirmed for good. */
export async function moveBooking(
  manager: EntityManager,
  booking: BookingRow,
  to: BookingStatus,
  now: Date,
  cancelledBy: CancelledBy | null = null,
): Promise<BookingRow> {
  const stampColumn = {
    confirmed: 'confirmed_at',
    cancelled: 'cancelled_at',
    declined: 'cancelled_at',
    completed: 'completed_at',
    pending: null,
  }[to];
  await manager.query(
    `UPDATE bookings SET status = $2, updated_at = $3, cancelled_by = COALESCE($4, cancelled_by)
       ${stampColumn ? `, ${stampColumn} = $3` : ''}
     WHERE id = $1`,
    [booking.id, to, now, cancelledBy],
  );
  if (holdsSeat(booking.status) && !holdsSeat(to) && to !== 'completed') {
    await manager.query('UPDATE service_day_capacity SET held = held - 1 WHERE service_id = $1 AND booking_date = $2', [
      booking.serviceId,
      booking.bookingDate,
    ]);
  }
  return { ...booking, status: to, updatedAt: now, cancelledBy: cancelledBy ?? booking.cancelledBy };
}
