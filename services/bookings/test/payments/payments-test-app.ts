import { randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { BookingsEnv } from '../../src/env';
import { bookingsService } from '../../src/bookings.service';
import type { BookingToPay } from '../../src/payments/booking-payments';

export const PAYMENTS_TEST_START = new Date('2030-03-01T09:00:00Z');

export interface PaymentsTestApp extends ServiceTestApp<BookingsEnv> {
  clock: TestClock;
  /** A booking row (the bookings table's columns per the contract) and the facts payments are given about it. */
  booking(overrides?: Partial<BookingToPay>): Promise<BookingToPay>;
  /** The booking's payment_status and commission_rate as its row holds them. */
  bookingRow(id: string): Promise<{ payment_status: string; commission_rate: string | null }>;
  ledgerOf(bookingId: string): Promise<LedgerRow[]>;
  /** Bookings whose ledger entries do not sum to zero, and journals that do not (both empty when all balance). */
  unbalanced(): Promise<{ bookings: string[]; journals: string[] }>;
}

export interface LedgerRow {
  journal_id: string;
  account: string;
  member_id: string | null;
  amount_minor: number;
  kind: string;
}

export async function startPayments(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const clock = new TestClock(PAYMENTS_TEST_START);
  const service = await startServiceForTest(bookingsService, {
    env: { SMTP_URL: 'smtp://127.0.0.1:9', APP_URL: 'https://village.test', ...env },
    clock,
  });
  return {
    ...service,
    clock,
    booking: async (overrides = {}) => {
      const booking: BookingToPay = {
        id: randomUUID(),
        guestId: randomUUID(),
        hostId: randomUUID(),
        serviceType: 'childcare',
        amountMinor: 10_000,
        currency: 'GBP',
        ...overrides,
      };
      await service.sql(
        `INSERT INTO bookings (id, service_id, host_id, guest_id, booking_date, amount_minor, currency, status,
           payment_status, cancellation_policy, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '2030-04-01', $5, $6, 'pending', 'requires_payment', 'flexible', now(), now())`,
        [booking.id, randomUUID(), booking.hostId, booking.guestId, booking.amountMinor, booking.currency],
      );
      return booking;
    },
    bookingRow: async (id) =>
      (
        await service.sql<{ payment_status: string; commission_rate: string | null }>(
          'SELECT payment_status, commission_rate FROM bookings WHERE id = $1',
          [id],
        )
      )[0],
    ledgerOf: async (bookingId) =>
      (
        await service.sql<LedgerRow>(
          `SELECT journal_id, account, member_id, amount_minor, kind FROM ledger_entries WHERE booking_id = $1
           ORDER BY id`,
          [bookingId],
        )
      ).map((row) => ({ ...row, amount_minor: Number(row.amount_minor) })),
    unbalanced: async () => ({
      bookings: (
        await service.sql<{ booking_id: string }>(
          'SELECT booking_id FROM ledger_entries GROUP BY booking_id HAVING sum(amount_minor) <> 0',
        )
      ).map((row) => row.booking_id),
      journals: (
        await service.sql<{ journal_id: string }>(
          'SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount_minor) <> 0',
        )
      ).map((row) => row.journal_id),
    }),
  };
}
