import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { lockBookingOf, selectBookings, type BookingRow } from '../booking/booking-row';
import { londonDayOf } from '../booking/london-day';
import { bookingNotFound } from '../bookings.errors';
import { checkedAdultNames } from './authorised-adults';
import { HandoverMail } from './handover-mail';
import { CHILDCARE, isHandoverKind, type HandoverSide } from './handover-words';
import {
  handoverInvalid,
  handoverNotConfirmed,
  handoverTooEarly,
  pickupAdultsClosed,
  pickupNotChildcare,
  pickupNotGuest,
} from './pickups.errors';
import { type BookingPickup, readPickup, saveAuthorisedAdults, serviceTypeOf } from './pickup-store';

/** Statuses in which the guest may still change who collects the child. */
const ADULTS_OPEN = new Set(['pending', 'confirmed']);

/**
 * The guest names (and renames) who may collect the child; the host or the guest records each handover, which the
 * other side hears of at once. Someone who is neither guest nor host gets 'Booking not found'.
 */
@Injectable()
export class BookingPickupsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: HandoverMail,
  ) {}

  /** The pickup of a childcare booking, for its guest and host only; null for anyone else or another type. */
  async pickupOf(memberId: string, bookingId: string): Promise<BookingPickup | null> {
    if (!isUuid(bookingId)) return null;
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [booking] = await selectBookings(
        manager,
        'WHERE booking.id = $1 AND (booking.guest_id = $2 OR booking.host_id = $2)',
        [bookingId, memberId],
      );
      if (!booking || (await serviceTypeOf(manager, booking.serviceId)) !== CHILDCARE) return null;
      return readPickup(manager, booking);
    });
  }

  setAuthorisedAdults(guestId: string, bookingId: string, names: readonly string[]): Promise<BookingPickup> {
    const checked = checkedAdultNames(names);
    return this.onChildcareBooking(guestId, bookingId, async (manager, booking) => {
      if (booking.guestId !== guestId) throw pickupNotGuest();
      if (!ADULTS_OPEN.has(booking.status)) throw pickupAdultsClosed(booking.status);
      await saveAuthorisedAdults(manager, booking.id, checked, this.clock.now());
    });
  }

  recordHandover(memberId: string, bookingId: string, kind: string): Promise<BookingPickup> {
    if (!isHandoverKind(kind)) return Promise.reject(handoverInvalid());
    return this.onChildcareBooking(memberId, bookingId, async (manager, booking) => {
      if (booking.status !== 'confirmed') throw handoverNotConfirmed(booking.status);
      const now = this.clock.now();
      if (londonDayOf(now) < booking.bookingDate) throw handoverTooEarly();
      const side: HandoverSide = booking.hostId === memberId ? 'host' : 'guest';
      await manager.query(
        `INSERT INTO booking_handovers (id, booking_id, kind, recorded_by, recorded_by_side, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), booking.id, kind, memberId, side, now],
      );
      await this.mail.recorded(manager, booking, { kind, recordedBy: side, recordedAt: now });
    });
  }

  /** Locks the booking, refuses anything but childcare, applies the change, and answers with the pickup as it stands. */
  private onChildcareBooking(
    memberId: string,
    bookingId: string,
    apply: (manager: EntityManager, booking: BookingRow) => Promise<void>,
  ): Promise<BookingPickup> {
    if (!isUuid(bookingId)) return Promise.reject(bookingNotFound());
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.lockedChildcareBooking(manager, memberId, bookingId);
      if (!booking) throw pickupNotChildcare();
      await apply(manager, booking);
      return readPickup(manager, booking);
    });
  }

  /** The booking of which the member is guest or host, locked (else 'Booking not found'); undefined unless childcare. */
  private async lockedChildcareBooking(
    manager: EntityManager,
    memberId: string,
    bookingId: string,
  ): Promise<BookingRow | undefined> {
    const booking = await lockBookingOf(manager, bookingId, memberId);
    if (!booking) throw bookingNotFound();
    return (await serviceTypeOf(manager, booking.serviceId)) === CHILDCARE ? booking : undefined;
  }
}
