import type { BookingRequestedEvent, MessageInitShape } from '@village/proto';
import type { BookingRow } from './booking-row';

type BookingSnapshotInit = NonNullable<MessageInitShape<typeof BookingRequestedEvent.schema>['booking']>;

/** What other services may know of a booking (never the notes). */
export const bookingSnapshot = (booking: BookingRow): BookingSnapshotInit => ({
  bookingId: booking.id,
  serviceId: booking.serviceId,
  hostId: booking.hostId,
  guestId: booking.guestId,
  bookingDate: booking.bookingDate,
  amountMinor: BigInt(booking.amountMinor),
  currency: booking.currency,
  status: booking.status,
});
