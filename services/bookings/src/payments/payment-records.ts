import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentStatus, ProviderName } from './payment-status';

export interface PaymentRecord {
  id: string;
  bookingId: string;
  provider: ProviderName;
  providerPaymentId: string;
  guestId: string;
  hostId: string;
  serviceType: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  capturedMinor: number;
  refundedMinor: number;
  commissionMinor: number;
  cardLast4: string | null;
}

export type PaymentChanges = Partial<
  Pick<PaymentRecord, 'status' | 'capturedMinor' | 'refundedMinor' | 'commissionMinor' | 'cardLast4'>
>;

const COLUMNS = `id, booking_id, provider, provider_payment_id, guest_id, host_id, service_type, amount_minor,
  currency, status, captured_minor, refunded_minor, commission_minor, card_last4`;

const COLUMN_OF: Record<keyof PaymentChanges, string> = {
  status: 'status',
  capturedMinor: 'captured_minor',
  refundedMinor: 'refunded_minor',
  commissionMinor: 'commission_minor',
  cardLast4: 'card_last4',
};

type PaymentRow = Record<string, string | null>;

const recordOf = (row: PaymentRow): PaymentRecord => ({
  id: String(row.id),
  bookingId: String(row.booking_id),
  provider: row.provider as ProviderName,
  providerPaymentId: String(row.provider_payment_id),
  guestId: String(row.guest_id),
  hostId: String(row.host_id),
  serviceType: String(row.service_type),
  amountMinor: Number(row.amount_minor),
  currency: String(row.currency),
  status: row.status as PaymentStatus,
  capturedMinor: Number(row.captured_minor),
  refundedMinor: Number(row.refunded_minor),
  commissionMinor: Number(row.commission_minor),
  cardLast4: row.card_last4,
});

/** The `payments` rows, read and written inside the caller's transaction. */
@Injectable()
export class PaymentRecords {
  /** A booking's payment, locked until the transaction ends. */
  async lockByBooking(manager: EntityManager, bookingId: string): Promise<PaymentRecord | null> {
    const rows: PaymentRow[] = await manager.query(`SELECT ${COLUMNS} FROM payments WHERE booking_id = $1 FOR UPDATE`, [
      bookingId,
    ]);
    return rows[0] ? recordOf(rows[0]) : null;
  }

  /** A booking's payment as it stands (not locked). */
  async byBooking(manager: EntityManager, bookingId: string): Promise<PaymentRecord | null> {
    const rows: PaymentRow[] = await manager.query(`SELECT ${COLUMNS} FROM payments WHERE booking_id = $1`, [
      bookingId,
    ]);
    return rows[0] ? recordOf(rows[0]) : null;
  }

  async lockByProviderId(manager: EntityManager, providerPaymentId: string): Promise<PaymentRecord | null> {
    const rows: PaymentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM payments WHERE provider_payment_id = $1 FOR UPDATE`,
      [providerPaymentId],
    );
    return rows[0] ? recordOf(rows[0]) : null;
  }

  /** Inserts a new payment; false when the booking already has one. */
  async insert(manager: EntityManager, payment: PaymentRecord, now: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO payments (${COLUMNS}, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
       ON CONFLICT (booking_id) DO NOTHING RETURNING id`,
      [
        payment.id,
        payment.bookingId,
        payment.provider,
        payment.providerPaymentId,
        payment.guestId,
        payment.hostId,
        payment.serviceType,
        payment.amountMinor,
        payment.currency,
        payment.status,
        payment.capturedMinor,
        payment.refundedMinor,
        payment.commissionMinor,
        payment.cardLast4,
        now,
      ],
    );
    return rows.length === 1;
  }

  async update(manager: EntityManager, id: string, changes: PaymentChanges, now: Date): Promise<void> {
    const entries = Object.entries(changes) as Array<[keyof PaymentChanges, unknown]>;
    const assignments = entries.map(([key], index) => `${COLUMN_OF[key]} = $${index + 3}`);
    await manager.query(
      `UPDATE payments SET updated_at = $2${assignments.map((a) => `, ${a}`).join('')} WHERE id = $1`,
      [id, now, ...entries.map(([, value]) => value)],
    );
  }

  /**
   * Mirrors the payment status on the booking (A's `bookings` table: payments only ever write its
   * `payment_status` and `commission_rate`).
   */
  async setBookingPaymentStatus(
    manager: EntityManager,
    bookingId: string,
    status: PaymentStatus,
    commissionRate?: number,
  ): Promise<void> {
    if (commissionRate === undefined) {
      await manager.query('UPDATE bookings SET payment_status = $2 WHERE id = $1', [bookingId, status]);
    } else {
      await manager.query('UPDATE bookings SET payment_status = $2, commission_rate = $3 WHERE id = $1', [
        bookingId,
        status,
        commissionRate,
      ]);
    }
  }
}
