import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, SERVICE_ENV, type Clock } from '@village/kit';
import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { BookingPayments } from '../booking-payments';
import { PaymentRecords } from '../payment-records';
import { paymentProviderUnavailable, paymentWebhookInvalid } from '../payments.errors';
import type { PaymentsEnv } from '../payments.env';
import { ConnectedAccounts } from '../payouts/connected-accounts';
import { connectedAccountStateOf } from '../providers/stripe-payment.provider';

export interface WebhookOutcome {
  eventId: string;
  /** False when the event had been processed before (a replay changes nothing). */
  processed: boolean;
}

/**
 * Stripe's webhook events, verified on the raw body with STRIPE_WEBHOOK_SECRET and processed exactly once: the
 * event id goes into `provider_events` in the same transaction as its effect.
 */
@Injectable()
export class PaymentWebhook {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentRecords,
    private readonly bookingPayments: BookingPayments,
    private readonly connectedAccounts: ConnectedAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) private readonly env: PaymentsEnv,
  ) {}

  async handle(rawBody: Buffer | null, signatureHeader: string | undefined): Promise<WebhookOutcome> {
    // An unsigned body is refused as such whether or not this deployment takes webhooks.
    if (!rawBody || rawBody.length === 0 || !signatureHeader) throw paymentWebhookInvalid();
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw paymentProviderUnavailable('no webhook signing secret is set');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
    } catch {
      throw paymentWebhookInvalid();
    }
    return this.dataSource.transaction(async (manager) => {
      const recorded: unknown[] = await manager.query(
        `INSERT INTO provider_events (event_id, type, received_at) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type, this.clock.now()],
      );
      if (recorded.length === 0) return { eventId: event.id, processed: false };
      await this.apply(manager, event);
      return { eventId: event.id, processed: true };
    });
  }

  private async apply(manager: EntityManager, event: Stripe.Event): Promise<void> {
    if (event.type === 'payment_intent.amount_capturable_updated') {
      const payment = await this.payments.lockByProviderId(manager, event.data.object.id);
      if (payment && (payment.status === 'requires_payment' || payment.status === 'failed')) {
        await this.bookingPayments.change(manager, payment, { status: 'authorised' });
      }
    } else if (event.type === 'payment_intent.payment_failed') {
      const payment = await this.payments.lockByProviderId(manager, event.data.object.id);
      if (payment && payment.status === 'requires_payment') {
        await this.bookingPayments.change(manager, payment, { status: 'failed' });
      }
    } else if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const payment = intentId ? await this.payments.lockByProviderId(manager, intentId) : null;
      if (!payment || payment.capturedMinor <= 0) return;
      // Refunds made through BookingPayments are already in the ledger; only the rest (e.g. from the dashboard).
      const unseen = Math.min(charge.amount_refunded, payment.capturedMinor) - payment.refundedMinor;
      if (unseen > 0) await this.bookingPayments.recordRefund(manager, payment, unseen);
    } else if (event.type === 'account.updated') {
      await this.connectedAccounts.update(manager, connectedAccountStateOf(event.data.object), this.clock.now());
    }
    // Other events are recorded as received and need nothing more.
  }
}
