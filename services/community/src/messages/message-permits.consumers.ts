import { isUuid, onEvent } from '@village/kit';
import { BookingConfirmedEvent, timestampDate } from '@village/proto';
import { grantMessagePermit } from './message-permits';

/** A confirmed booking lets its guest and host message each other, for good (they may need to talk afterwards). */
export const bookingConfirmedPermitConsumer = onEvent(BookingConfirmedEvent, async (event, envelope, manager) => {
  const booking = event.booking;
  if (!booking || !isUuid(booking.guestId) || !isUuid(booking.hostId)) return;
  const grantedAt = event.confirmedAt ? timestampDate(event.confirmedAt) : envelope.occurredAt;
  await grantMessagePermit(manager, booking.guestId, booking.hostId, 'booking', grantedAt);
});

export const messagePermitsConsumers = [bookingConfirmedPermitConsumer];
