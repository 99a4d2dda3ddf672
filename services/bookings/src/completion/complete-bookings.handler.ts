import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock, type JobContext, type JobHandler } from '@village/kit';
import { BookingCompletedEvent, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { selectBookings } from '../booking/booking-row';
import { bookingSnapshot } from '../booking/booking-snapshot';
import { moveBooking } from '../booking/booking-status-change';
import { inBatches } from '../booking/in-batches';
import { londonDayOf } from '../booking/london-day';
import { BookingMail } from '../notifications/booking-mail';
import { BookingPayments } from '../payments/booking-payments';
import { settleCareHours } from '../time-bank/time-bank-ledger';
import type { CompleteBookings } from './complete-bookings.job';

const BATCH_SIZE = 100;

/**
 * Confirmed bookings whose day has ended in Europe/London become completed, each with BookingCompleted, in batches
 * that replicas share (locked rows are skipped). A failed run is retried by the job queue; the next one carries on.
 */
@Injectable()
export class CompleteBookingsHandler implements JobHandler<CompleteBookings> {
  private readonly logger = new Logger(CompleteBookingsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly payments: BookingPayments,
    private readonly mail: BookingMail,
  ) {}

  async handle(_data: CompleteBookings, job: JobContext): Promise<void> {
    const completed = await inBatches(BATCH_SIZE, job.signal, () => this.completeBatch());
    if (completed > 0) this.logger.log(`completed ${completed} bookings`);
  }

  private completeBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const due = await selectBookings(
        manager,
        `WHERE booking.status = 'confirmed' AND booking.booking_date < $1::date
         ORDER BY booking.booking_date LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        [londonDayOf(now)],
      );
      for (const booking of due) {
        if (booking.paymentStatus === 'captured' || booking.paymentStatus === 'partially_refunded') {
          await this.payments.payOut(booking.id, manager);
        }
        const completed = await moveBooking(manager, booking, 'completed', now);
        await settleCareHours(manager, completed, now);
        await this.outbox.add(
          manager,
          BookingCompletedEvent,
          { booking: bookingSnapshot(completed), completedAt: timestampFromDate(now) },
          { key: booking.id },
        );
        await this.mail.completed(manager, completed);
      }
      return due.length;
    });
  }
}
