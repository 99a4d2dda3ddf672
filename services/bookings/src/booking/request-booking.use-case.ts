import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertAcceptsContactFrom, blockedEitherWay, type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import { BookingCancelledEvent, BookingRequestedEvent, timestampFromDate } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  bookingFull,
  bookingInvalid,
  bookingOwnService,
  bookingPaymentFailed,
  bookingServiceNotFound,
} from '../bookings.errors';
import { BookingMail } from '../notifications/booking-mail';
import { BookingPayments } from '../payments/booking-payments';
import { checkedAdultNames } from '../pickups/authorised-adults';
import { CHILDCARE } from '../pickups/handover-words';
import { saveAuthorisedAdults } from '../pickups/pickup-store';
import { pickupNotChildcare } from '../pickups/pickups.errors';
import { availableHours, lockMemberHours, saveCareHours } from '../time-bank/time-bank-ledger';
import { checkedCare, hoursCharged, RECIPROCAL, refuseWhenShort } from '../time-bank/time-bank-rules';
import { checkOccurrenceBookable } from '../occurrences/occurrence-booking';
import { hasOccurrences } from '../occurrences/occurrence-schedule';
import { bookingAmountMinor } from './booking-amount';
import { lockBookingOf, selectBookings, type BookingRow } from './booking-row';
import { bookingSnapshot } from './booking-snapshot';
import { moveBooking } from './booking-status-change';
import { isCalendarDay, londonDayOf, longLondonDay } from './london-day';

export interface RequestBookingInput {
  serviceId: string;
  bookingDate?: string | null;
  notes?: string | null;
  /** Major units; only a donation-based service reads it. */
  totalAmount?: number | null;
  /** Childcare only: who may collect the child (names only); absent or empty names nobody yet. */
  authorisedAdults?: readonly string[] | null;
  /** Reciprocal childcare only: hours of care (0.5–12, in half hours) and children (1–4). */
  careHours?: number | null;
  childrenCount?: number | null;
}

export const NOTES_MAX_LENGTH = 1000;

interface BookableService {
  service_id: string;
  host_id: string;
  type: string;
  pricing_type: string;
  price_minor: string | null;
  currency: string;
  max_participants: number;
  status: string;
  date_time: Date | null;
  is_recurring: boolean;
  cancellation_policy: string;
  childcare_arrangement: string;
  recurrence_rule: string;
  duration_minutes: number;
}

/**
 * A guest asks for a seat on a service's day. The seat is taken in the same transaction as the booking, under the
 * lock of the day's capacity row, so a crowd racing for the last seat gets exactly one booking.
 */
@Injectable()
export class RequestBookingUseCase {
  private readonly logger = new Logger(RequestBookingUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly payments: BookingPayments,
    private readonly mail: BookingMail,
  ) {}

  /** Holds the seat, then starts the payment (outside the seat's lock); a payment that cannot start withdraws it. */
  async execute(guestId: string, input: RequestBookingInput): Promise<BookingRow> {
    const { booking, serviceType } = await this.reserve(guestId, input);
    if (booking.paymentStatus !== 'requires_payment') return booking;
    try {
      await this.payments.open({
        id: booking.id,
        guestId,
        hostId: booking.hostId,
        serviceType,
        amountMinor: booking.amountMinor,
        currency: booking.currency,
      });
    } catch (error) {
      this.logger.warn(`the payment of booking ${booking.id} could not start: ${(error as Error).name}`);
      await this.withdraw(booking);
      throw bookingPaymentFailed();
    }
    const [opened] = await selectBookings(this.dataSource.manager, 'WHERE booking.id = $1', [booking.id]);
    return opened ?? booking;
  }

  private async withdraw(booking: BookingRow): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const locked = await lockBookingOf(manager, booking.id, booking.guestId);
      if (!locked || locked.status !== 'pending') return;
      const now = this.clock.now();
      const cancelled = await moveBooking(manager, locked, 'cancelled', now, 'system');
      await this.outbox.add(
        manager,
        BookingCancelledEvent,
        {
          booking: bookingSnapshot(cancelled),
          cancelledBy: 'system',
          refundMinor: 0n,
          cancelledAt: timestampFromDate(now),
        },
        { key: booking.id },
      );
    });
  }

  private async reserve(
    guestId: string,
    input: RequestBookingInput,
  ): Promise<{ booking: BookingRow; serviceType: string }> {
    const now = this.clock.now();
    const bookingDate = this.checkedDate(input.bookingDate, now);
    const notes = this.checkedNotes(input.notes);
    const authorisedAdults = input.authorisedAdults?.length ? checkedAdultNames(input.authorisedAdults) : null;
    if (!isUuid(input.serviceId)) throw bookingServiceNotFound();

    return this.dataSource.transaction(async (manager) => {
      const service = await this.bookableService(manager, guestId, input.serviceId);
      this.checkDayOfService(service, bookingDate);
      if (hasOccurrences(service)) await checkOccurrenceBookable(manager, service, bookingDate, now);
      const care = await this.careOf(manager, guestId, service, input);
      // Reciprocal care is paid in hours, never money, whatever price the projection holds.
      const amountMinor = care
        ? 0
        : bookingAmountMinor(
            {
              pricingType: service.pricing_type,
              priceMinor: service.price_minor === null ? null : Number(service.price_minor),
            },
            input.totalAmount,
          );
      await this.takeSeat(manager, service, bookingDate);
      const id = randomUUID();
      await manager.query(
        `INSERT INTO bookings (id, service_id, host_id, guest_id, booking_date, notes, amount_minor, currency, status,
                               payment_status, cancellation_policy, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $11)`,
        [
          id,
          service.service_id,
          service.host_id,
          guestId,
          bookingDate,
          notes,
          amountMinor,
          service.currency,
          amountMinor === 0 ? 'none' : 'requires_payment',
          service.cancellation_policy,
          now,
        ],
      );
      if (care) await saveCareHours(manager, id, care);
      if (authorisedAdults) {
        if (service.type !== CHILDCARE) throw pickupNotChildcare();
        await saveAuthorisedAdults(manager, id, authorisedAdults, now);
      }
      const [booking] = await selectBookings(manager, 'WHERE booking.id = $1', [id]);
      if (!booking) throw new Error(`booking ${id} vanished inside its own transaction`);
      await this.outbox.add(
        manager,
        BookingRequestedEvent,
        { booking: bookingSnapshot(booking), requestedAt: timestampFromDate(now) },
        { key: booking.id },
      );
      await this.mail.requested(manager, booking);
      return { booking, serviceType: service.type };
    });
  }

  private checkedDate(value: string | null | undefined, now: Date): string {
    const day = value?.trim() ?? '';
    if (day === '') throw bookingInvalid('Booking date is required', { bookingDate: 'Booking date is required' });
    if (!isCalendarDay(day)) {
      const message = 'Please enter a valid booking date';
      throw bookingInvalid(message, { bookingDate: message });
    }
    if (day < londonDayOf(now)) {
      const message = 'Booking date must be today or later';
      throw bookingInvalid(message, { bookingDate: message });
    }
    return day;
  }

  private checkedNotes(value: string | null | undefined): string | null {
    const notes = value?.trim() ?? '';
    if (notes.length > NOTES_MAX_LENGTH) {
      throw bookingInvalid('Notes must be under 1000 characters', { notes: 'Notes must be under 1000 characters' });
    }
    return notes === '' ? null : notes;
  }

  /** Reciprocal childcare: the care asked for and its cost, refused when the guest's free hours fall short. */
  private async careOf(
    manager: EntityManager,
    guestId: string,
    service: BookableService,
    input: RequestBookingInput,
  ): Promise<{ careHours: number; children: number; hoursCharged: number } | null> {
    if (service.type !== CHILDCARE || service.childcare_arrangement !== RECIPROCAL) return null;
    const care = checkedCare(input.careHours, input.childrenCount);
    const needed = hoursCharged(care.careHours, care.children);
    await lockMemberHours(manager, guestId);
    const { balance, held } = await availableHours(manager, guestId);
    refuseWhenShort(needed, balance - held);
    return { ...care, hoursCharged: needed };
  }

  /** A one-off service is booked on its day; a recurring one on its first day or later. */
  private checkDayOfService(service: BookableService, bookingDate: string): void {
    if (!service.date_time) return;
    const firstDay = londonDayOf(service.date_time);
    if (service.is_recurring ? bookingDate >= firstDay : bookingDate === firstDay) return;
    const when = longLondonDay(service.date_time);
    const message = service.is_recurring ? `This service starts on ${when}` : `This service takes place on ${when}`;
    throw bookingInvalid(message, { bookingDate: message });
  }

  /**
   * Unknown, deleted, not active, or across a block: 'Service not found' all the same. The row is shared-locked until
   * commit, so a host cancelling a date (which locks it for update) waits for the requests in flight, then sees them.
   */
  private async bookableService(manager: EntityManager, guestId: string, serviceId: string): Promise<BookableService> {
    const [service] = await manager.query<BookableService[]>(
      `SELECT service_id, host_id, type, pricing_type, price_minor, currency, max_participants, status, date_time,
              is_recurring, cancellation_policy, childcare_arrangement, recurrence_rule, duration_minutes
         FROM offered_services WHERE service_id = $1 AND NOT deleted FOR SHARE`,
      [serviceId],
    );
    if (!service) throw bookingServiceNotFound();
    if (service.host_id === guestId) throw bookingOwnService();
    if (service.status !== 'active' || (await blockedEitherWay(manager, guestId, service.host_id))) {
      throw bookingServiceNotFound();
    }
    await assertAcceptsContactFrom(manager, service.host_id, guestId);
    return service;
  }

  /** Holds the day's capacity row until commit; refuses when every seat is pending or confirmed. */
  private async takeSeat(manager: EntityManager, service: BookableService, bookingDate: string): Promise<void> {
    await manager.query(
      `INSERT INTO service_day_capacity (service_id, booking_date, held) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
      [service.service_id, bookingDate],
    );
    const [day] = await manager.query<Array<{ held: number }>>(
      'SELECT held FROM service_day_capacity WHERE service_id = $1 AND booking_date = $2 FOR UPDATE',
      [service.service_id, bookingDate],
    );
    if (!day || day.held >= service.max_participants) throw bookingFull();
    await manager.query('UPDATE service_day_capacity SET held = held + 1 WHERE service_id = $1 AND booking_date = $2', [
      service.service_id,
      bookingDate,
    ]);
  }
}
