import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import { BookingCancelledEvent, BookingConfirmedEvent, BookingDeclinedEvent, timestampFromDate } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { BookingMail } from '../notifications/booking-mail';
import { BookingPayments } from '../payments/booking-payments';
import { refundFor, type CancellationPolicy } from '../payments/cancellation-policies';
import { bookingNotFound, bookingPaymentPending, bookingStatusConflict } from '../bookings.errors';
import { lockBookingOf, selectBookings, type BookingRow } from './booking-row';
import { bookingSnapshot } from './booking-snapshot';
import { moveBooking } from './booking-status-change';
import { canTransition, type BookingTransition } from './booking-words';

/** Payment statuses of a request whose guest has not given a card that works yet. */
const AWAITING_CARD = new Set(['requires_payment', 'failed']);

/** The booking as it now stands (payments move its payment status and commission rate in the same transaction). */
async function reloaded(manager: EntityManager, booking: BookingRow): Promise<BookingRow> {
  const [row] = await selectBookings(manager, 'WHERE booking.id = $1', [booking.id]);
  return row ?? booking;
}

/**
 * The host accepts or declines a pending request; either side cancels a pending or confirmed booking. Someone who
 * is neither guest nor host gets 'Booking not found'. Each change leaves with its event in the same transaction.
 */
@Injectable()
export class ChangeBookingStatusUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly payments: BookingPayments,
    private readonly mail: BookingMail,
  ) {}

  accept(hostId: string, bookingId: string): Promise<BookingRow> {
    return this.change(hostId, bookingId, 'accepted', 'host', async (manager, booking, now) => {
      if (AWAITING_CARD.has(booking.paymentStatus)) throw bookingPaymentPending();
      if (booking.paymentStatus === 'authorised') await this.payments.capture(booking.id, manager);
      const confirmed = await reloaded(manager, await moveBooking(manager, booking, 'confirmed', now));
      await this.outbox.add(
        manager,
        BookingConfirmedEvent,
        { booking: bookingSnapshot(confirmed), confirmedAt: timestampFromDate(now) },
        { key: booking.id },
      );
      await this.mail.confirmed(manager, confirmed);
      return confirmed;
    });
  }

  decline(hostId: string, bookingId: string): Promise<BookingRow> {
    return this.change(hostId, bookingId, 'declined', 'host', async (manager, booking, now) => {
      await this.releaseAuthorisation(manager, booking);
      const declined = await reloaded(manager, await moveBooking(manager, booking, 'declined', now));
      await this.outbox.add(
        manager,
        BookingDeclinedEvent,
        { booking: bookingSnapshot(declined), declinedAt: timestampFromDate(now) },
        { key: booking.id },
      );
      await this.mail.declined(manager, declined);
      return declined;
    });
  }

  cancel(memberId: string, bookingId: string): Promise<BookingRow> {
    return this.change(memberId, bookingId, 'cancelled', 'either', async (manager, booking, now) => {
      const by = booking.hostId === memberId ? 'host' : 'guest';
      await this.giveMoneyBack(manager, booking, by, now);
      const cancelled = await reloaded(manager, await moveBooking(manager, booking, 'cancelled', now, by));
      await this.outbox.add(
        manager,
        BookingCancelledEvent,
        {
          booking: bookingSnapshot(cancelled),
          cancelledBy: by,
          refundMinor: BigInt(cancelled.refundMinor),
          cancelledAt: timestampFromDate(now),
        },
        { key: booking.id },
      );
      await this.mail.cancelled(manager, cancelled, by);
      return cancelled;
    });
  }

  /** Before capture nothing was charged: the authorisation (or the unfinished payment) is released. */
  private async releaseAuthorisation(manager: EntityManager, booking: BookingRow): Promise<void> {
    if (AWAITING_CARD.has(booking.paymentStatus) || booking.paymentStatus === 'authorised') {
      await this.payments.cancelAuthorisation(booking.id, manager);
    }
  }

  /** A captured payment is refunded by the booking's cancellation policy (in full when the host cancels). */
  private async giveMoneyBack(manager: EntityManager, booking: BookingRow, by: 'guest' | 'host', now: Date) {
    if (booking.paymentStatus !== 'captured') return this.releaseAuthorisation(manager, booking);
    const policy = booking.cancellationPolicy as CancellationPolicy;
    const refundMinor = refundFor(policy, booking.bookingDate, by, booking.amountMinor, now);
    if (refundMinor > 0) await this.payments.refund(booking.id, refundMinor, manager);
    await manager.query('UPDATE bookings SET refund_minor = $2 WHERE id = $1', [booking.id, refundMinor]);
  }

  private change(
    memberId: string,
    bookingId: string,
    transition: BookingTransition,
    who: 'host' | 'either',
    apply: (manager: EntityManager, booking: BookingRow, now: Date) => Promise<BookingRow>,
  ): Promise<BookingRow> {
    if (!isUuid(bookingId)) return Promise.reject(bookingNotFound());
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockBookingOf(manager, bookingId, memberId);
      if (!booking) throw bookingNotFound();
      // The guest may not accept or decline their own request: to them it is as if it was not theirs to change.
      if (who === 'host' && booking.hostId !== memberId) throw bookingNotFound();
      if (!canTransition(booking.status, transition)) throw bookingStatusConflict(booking.status, transition);
      return apply(manager, booking, this.clock.now());
    });
  }
}
