import { isErasedMember, isUuid, onEvent } from '@village/kit';
import { BookingConfirmedEvent, MatchRespondedEvent, timestampDate } from '@village/proto';
import { grantMessagePermit } from './message-permits';

/** A confirmed booking lets its guest and host message each other, for good (they may need to talk afterwards). */
export const bookingConfirmedPermitConsumer = onEvent(BookingConfirmedEvent, async (event, envelope, manager) => {
  const booking = event.booking;
  if (!booking || !isUuid(booking.guestId) || !isUuid(booking.hostId)) return;
  if (await isErasedMember(manager, booking.guestId, booking.hostId)) return;
  const grantedAt = event.confirmedAt ? timestampDate(event.confirmedAt) : envelope.occurredAt;
  await grantMessagePermit(manager, booking.guestId, booking.hostId, 'booking', grantedAt);
});

/** A mutual match (matching: both members accepted) lets the two members message each other. */
export const mutualMatchPermitConsumer = onEvent(MatchRespondedEvent, async (event, envelope, manager) => {
  if (!event.mutual || !isUuid(event.responderId) || !isUuid(event.otherMemberId)) return;
  if (await isErasedMember(manager, event.responderId, event.otherMemberId)) return;
  const grantedAt = event.respondedAt ? timestampDate(event.respondedAt) : envelope.occurredAt;
  await grantMessagePermit(manager, event.responderId, event.otherMemberId, 'match', grantedAt);
});

export const messagePermitsConsumers = [bookingConfirmedPermitConsumer, mutualMatchPermitConsumer];
