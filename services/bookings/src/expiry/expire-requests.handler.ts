import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, hours, OutboxWriter, type Clock, type JobContext, type JobHandler } from '@village/kit';
import { BookingCancelledEvent, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { selectBookings } from '../booking/booking-row';
import { bookingSnapshot } from '../booking/booking-snapshot';
import { moveBooking } from '../booking/booking-status-change';
import { inBatches } from '../booking/in-batches';
import { londonDayOf } from '../booking/london-day';
import { BookingMail } from '../notifications/booking-mail';
import { BookingPayments } from '../payments/booking-payments';
import type { ExpireRequests } from './expire-requests.job';

const BATCH_SIZE = 100;

/** How long a guest has to complete the card payment of a request. */
export const UNPAID_REQUEST_LIFETIME_MS = hours(24);

/** Payment statuses of a request whose card payment was never completed. */
const UNPAID = ['requires_payment', 'failed'];

/**
 * Pending requests whose card payment was not completed within 24 hours, and pending requests whose day has passed
 * (Europe/London) unanswered, are cancelled by Village ('system'): the seat and any card authorisation are released,
 * BookingCancelled is published and the guest emailed, all in one transaction per batch (locked rows are skipped).
 */
@Injectable()
export class ExpireRequestsHandler implements JobHandler<ExpireRequests> {
  private readonly logger = new Logger(ExpireRequestsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly payments: BookingPayments,
    private readonly mail: BookingMail,
  ) {}

  async handle(_data: ExpireRequests, job: JobContext): Promise<void> {
    const expired = await inBatches(BATCH_SIZE, job.signal, () => this.expireBatch());
    if (expired > 0) this.logger.log(`expired ${expired} booking requests`);
  }

  private expireBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const unpaidSince = new Date(now.getTime() - UNPAID_REQUEST_LIFETIME_MS);
      const due = await selectBookings(
        manager,
        `WHERE booking.status = 'pending'
           AND (booking.booking_date < $1::date
                OR (booking.payment_status = ANY($2::text[]) AND booking.created_at <= $3))
         ORDER BY booking.created_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        [londonDayOf(now), UNPAID, unpaidSince],
      );
      for (const booking of due) {
        const unpaid = UNPAID.includes(booking.paymentStatus) && booking.createdAt <= unpaidSince;
        if (booking.paymentStatus !== 'none') await this.payments.cancelAuthorisation(booking.id, manager);
        const cancelled = await moveBooking(manager, booking, 'cancelled', now, 'system');
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
        await this.mail.expired(manager, cancelled, unpaid ? 'unpaid' : 'unanswered');
      }
      return due.length;
    });
  }
}
