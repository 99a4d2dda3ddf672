import { isErasedMember, isUuid, onEvent } from '@village/kit';
import {
  BookingCancelledEvent,
  BookingCompletedEvent,
  BookingConfirmedEvent,
  BookingDeclinedEvent,
  type MessageShape,
} from '@village/proto';
import type { EntityManager } from 'typeorm';

type BookingSnapshot = NonNullable<MessageShape<typeof BookingConfirmedEvent.schema>['booking']>;

const isWhole = (booking: BookingSnapshot | undefined): booking is BookingSnapshot =>
  !!booking && isUuid(booking.bookingId) && isUuid(booking.serviceId) && isUuid(booking.guestId);

/** Confirmed reveals the address unless the booking already ended; an end hides it for good. Redelivery is harmless. */
async function record(manager: EntityManager, booking: BookingSnapshot, confirmed: boolean): Promise<void> {
  if (await isErasedMember(manager, booking.guestId)) return;
  await manager.query(
    `INSERT INTO confirmed_guests AS known (booking_id, service_id, guest_id, confirmed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (booking_id) DO UPDATE SET confirmed = known.confirmed AND EXCLUDED.confirmed`,
    [booking.bookingId, booking.serviceId, booking.guestId, confirmed],
  );
}

export const bookingConfirmedConsumer = onEvent(BookingConfirmedEvent, async (event, _envelope, manager) => {
  if (isWhole(event.booking)) await record(manager, event.booking, true);
});

export const bookingDeclinedConsumer = onEvent(BookingDeclinedEvent, async (event, _envelope, manager) => {
  if (isWhole(event.booking)) await record(manager, event.booking, false);
});

export const bookingCancelledConsumer = onEvent(BookingCancelledEvent, async (event, _envelope, manager) => {
  if (isWhole(event.booking)) await record(manager, event.booking, false);
});

/** The day has passed: the guest no longer needs the address. */
export const bookingCompletedConsumer = onEvent(BookingCompletedEvent, async (event, _envelope, manager) => {
  if (isWhole(event.booking)) await record(manager, event.booking, false);
});

export const confirmedGuestsConsumers = [
  bookingConfirmedConsumer,
  bookingDeclinedConsumer,
  bookingCancelledConsumer,
  bookingCompletedConsumer,
];
