import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, SERVICE_ENV, type Clock } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CommissionRates } from '../commission/commission-rates';
import { chargeJournal, commissionOf, commissionRefundOf, payoutJournal, refundJournal } from './ledger/ledger-journal';
import { LedgerWriter } from './ledger/ledger-writer';
import { PaymentRecords, type PaymentRecord } from './payment-records';
import { ConnectedAccounts } from './payouts/connected-accounts';
import type { PaymentStatus, ProviderName } from './payment-status';
import {
  paymentCardRefused,
  paymentNotFound,
  paymentProviderUnavailable,
  paymentRefundInvalid,
  paymentStatusConflict,
} from './payments.errors';
import type { PaymentsEnv } from './payments.env';
import { PaymentProvider, type ConnectCharge } from './providers/payment-provider.port';
import { checkTestCard, type TestCard } from './providers/test-cards';

/** The booking facts a payment needs (the bookings module passes them; payments never read its tables). */
export interface BookingToPay {
  id: string;
  guestId: string;
  hostId: string;
  serviceType: string;
  amountMinor: number;
  currency: string;
  /** The host's connected account, for destination charges when STRIPE_CONNECT=on. */
  hostAccountId?: string | null;
}

export interface PaymentStart {
  provider: ProviderName;
  /** What the browser confirms the payment with (Stripe); null for the test provider or nothing to pay. */
  clientSecret: string | null;
  publishableKey: string | null;
}

export interface PaymentState {
  status: PaymentStatus;
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  commissionMinor: number;
}

const stateOf = (payment: PaymentRecord): PaymentState => ({
  status: payment.status,
  amountMinor: payment.amountMinor,
  capturedMinor: payment.capturedMinor,
  refundedMinor: payment.refundedMinor,
  commissionMinor: payment.commissionMinor,
});

const partiesOf = (payment: PaymentRecord) => ({
  bookingId: payment.bookingId,
  guestId: payment.guestId,
  hostId: payment.hostId,
  currency: payment.currency,
});

/**
 * A booking's money: authorised at request, captured when the host accepts (commission recorded), the
 * authorisation cancelled on decline, refunds by the cancellation policy, the host paid out at completion. Each step
 * writes `payments`, the ledger and the booking's payment status in one transaction.
 */
@Injectable()
export class BookingPayments {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentRecords,
    private readonly ledger: LedgerWriter,
    private readonly commissionRates: CommissionRates,
    private readonly connectedAccounts: ConnectedAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) private readonly env: PaymentsEnv,
  ) {}

  /** Starts the booking's payment (manual capture); a booking with nothing to pay gets payment status `none`. */
  async open(booking: BookingToPay): Promise<PaymentStart> {
    const start = (clientSecret: string | null): PaymentStart => ({
      provider: this.provider.name,
      clientSecret,
      publishableKey: clientSecret ? this.provider.publishableKey : null,
    });
    if (booking.amountMinor <= 0) {
      await this.payments.setBookingPaymentStatus(this.dataSource.manager, booking.id, 'none');
      return start(null);
    }
    if (!Number.isSafeInteger(booking.amountMinor)) throw new Error('amounts are whole minor units');
    const authorisation = await this.provider.createAuthorisation(
      booking.amountMinor,
      booking.currency,
      { bookingId: booking.id, guestId: booking.guestId, hostId: booking.hostId },
      `booking:${booking.id}:open`,
      await this.connectCharge(booking),
    );
    await this.dataSource.transaction(async (manager) => {
      const inserted = await this.payments.insert(
        manager,
        {
          id: randomUUID(),
          bookingId: booking.id,
          provider: this.provider.name,
          providerPaymentId: authorisation.providerPaymentId,
          guestId: booking.guestId,
          hostId: booking.hostId,
          serviceType: booking.serviceType,
          amountMinor: booking.amountMinor,
          currency: booking.currency,
          status: authorisation.status,
          capturedMinor: 0,
          refundedMinor: 0,
          commissionMinor: 0,
          cardLast4: null,
        },
        this.clock.now(),
      );
      if (inserted) await this.payments.setBookingPaymentStatus(manager, booking.id, authorisation.status);
    });
    return start(authorisation.clientSecret);
  }

  /**
   * What the browser needs to take the payment: the provider, its publishable key and, for the guest while the
   * payment is still to be made, the client secret the Payment Element confirms with.
   */
  async forBrowser(bookingId: string, viewer: 'guest' | 'host'): Promise<PaymentStart> {
    const payment = await this.payments.byBooking(this.dataSource.manager, bookingId);
    if (!payment)
      return { provider: this.provider.name, clientSecret: null, publishableKey: this.provider.publishableKey };
    const payable = viewer === 'guest' && (payment.status === 'requires_payment' || payment.status === 'failed');
    const clientSecret =
      payable && payment.provider === this.provider.name
        ? await this.provider.clientSecretOf(payment.providerPaymentId)
        : null;
    return { provider: payment.provider, clientSecret, publishableKey: this.provider.publishableKey };
  }

  /** The offline provider's card form: authorises with a test card, keeping only its last four digits. */
  async payWithTestCard(bookingId: string, card: TestCard): Promise<PaymentState> {
    return this.inTransaction(undefined, async (manager) => {
      const payment = await this.locked(manager, bookingId);
      if (payment.provider !== 'test') throw paymentProviderUnavailable('this booking is paid through Stripe');
      if (payment.status !== 'requires_payment' && payment.status !== 'failed') {
        throw paymentStatusConflict(payment.status, 'paid again');
      }
      const checked = checkTestCard(card, this.clock.now());
      if (!checked.ok) throw paymentCardRefused(checked.message, checked.field);
      return this.change(manager, payment, { status: 'authorised', cardLast4: checked.last4 });
    });
  }

  /** The host accepted: capture the authorised amount, record the commission rate and the charge. */
  async capture(bookingId: string, within?: EntityManager): Promise<PaymentState> {
    return this.inTransaction(within, async (manager) => {
      const payment = await this.locked(manager, bookingId);
      if (payment.status === 'captured') return stateOf(payment);
      if (payment.status !== 'authorised') throw paymentStatusConflict(payment.status, 'captured');
      const rate = Number(await this.commissionRates.rateFor(payment.serviceType, manager));
      const { capturedMinor } = await this.provider.capture(
        payment.providerPaymentId,
        payment.amountMinor,
        `booking:${bookingId}:capture`,
      );
      const commissionMinor = commissionOf(capturedMinor, rate);
      const now = this.clock.now();
      await this.ledger.post(manager, chargeJournal(partiesOf(payment), capturedMinor, commissionMinor), now);
      return this.change(manager, payment, { status: 'captured', capturedMinor, commissionMinor }, rate);
    });
  }

  /** Declined or cancelled before capture: the authorisation is released and nothing is charged. */
  async cancelAuthorisation(bookingId: string, within?: EntityManager): Promise<PaymentState | null> {
    return this.inTransaction(within, async (manager) => {
      const payment = await this.payments.lockByBooking(manager, bookingId);
      if (!payment) return null;
      if (payment.status === 'cancelled') return stateOf(payment);
      if (!['requires_payment', 'authorised', 'failed'].includes(payment.status)) {
        throw paymentStatusConflict(payment.status, 'cancelled');
      }
      await this.provider.cancel(payment.providerPaymentId, `booking:${bookingId}:cancel`);
      return this.change(manager, payment, { status: 'cancelled' });
    });
  }

  /** Gives back part or all of the captured money through the provider (the refund takes its share of commission). */
  async refund(bookingId: string, refundMinor: number, within?: EntityManager): Promise<PaymentState> {
    if (!Number.isSafeInteger(refundMinor) || refundMinor < 0) {
      throw paymentRefundInvalid('A refund is a whole, positive amount.');
    }
    return this.inTransaction(within, async (manager) => {
      const payment = await this.locked(manager, bookingId);
      if (payment.status !== 'captured' && payment.status !== 'partially_refunded') {
        throw paymentStatusConflict(payment.status, 'refunded');
      }
      if (refundMinor === 0) return stateOf(payment);
      if (refundMinor > payment.capturedMinor - payment.refundedMinor) {
        throw paymentRefundInvalid('A refund cannot exceed what was paid and not yet refunded.');
      }
      const n = (await this.ledger.refundCount(manager, bookingId)) + 1;
      await this.provider.refund(payment.providerPaymentId, refundMinor, `booking:${bookingId}:refund:${n}`);
      return this.recordRefund(manager, payment, refundMinor);
    });
  }

  /** The booking is completed: what remains payable to the host moves to their payouts. Answers the amount. */
  async payOut(bookingId: string, within?: EntityManager): Promise<number> {
    return this.inTransaction(within, async (manager) => {
      const payment = await this.locked(manager, bookingId);
      const payable = await this.ledger.payableMinor(manager, bookingId);
      if (payable <= 0) return 0;
      await this.ledger.post(manager, payoutJournal(partiesOf(payment), payable), this.clock.now());
      return payable;
    });
  }

  /** A refund the provider made (ours, or one seen first through a webhook): ledger, payment and booking. */
  async recordRefund(manager: EntityManager, payment: PaymentRecord, refundMinor: number): Promise<PaymentState> {
    const commissionRefund = commissionRefundOf(payment.commissionMinor, refundMinor, payment.capturedMinor);
    await this.ledger.post(manager, refundJournal(partiesOf(payment), refundMinor, commissionRefund), this.clock.now());
    const refundedMinor = payment.refundedMinor + refundMinor;
    const status = refundedMinor >= payment.capturedMinor ? 'refunded' : 'partially_refunded';
    return this.change(manager, payment, { status, refundedMinor });
  }

  /** Moves the payment (and its booking's payment status) on, in the caller's transaction. */
  async change(
    manager: EntityManager,
    payment: PaymentRecord,
    changes: Partial<PaymentRecord>,
    commissionRate?: number,
  ): Promise<PaymentState> {
    const { status, capturedMinor, refundedMinor, commissionMinor, cardLast4 } = changes;
    const defined = Object.fromEntries(
      Object.entries({ status, capturedMinor, refundedMinor, commissionMinor, cardLast4 }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    await this.payments.update(manager, payment.id, defined, this.clock.now());
    const next = { ...payment, ...defined };
    if (status) await this.payments.setBookingPaymentStatus(manager, payment.bookingId, status, commissionRate);
    return stateOf(next);
  }

  /** Runs in the caller's transaction when it passes one (the booking's status changes with its money), else in a new one. */
  private inTransaction<T>(
    within: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return within ? work(within) : this.dataSource.transaction(work);
  }

  private async chargeableAccountOf(hostId: string): Promise<string | null> {
    const account = await this.connectedAccounts.ofHost(this.dataSource.manager, hostId);
    return account?.chargesEnabled ? account.accountId : null;
  }

  private async locked(manager: EntityManager, bookingId: string): Promise<PaymentRecord> {
    const payment = await this.payments.lockByBooking(manager, bookingId);
    if (!payment) throw paymentNotFound();
    return payment;
  }

  /**
   * With Connect, the host's account (given, or the one they onboarded that takes charges) receives the payment
   * less the commission; a host without one is paid from the platform's balance through the ledger.
   */
  private async connectCharge(booking: BookingToPay): Promise<ConnectCharge | undefined> {
    if (this.env.STRIPE_CONNECT !== 'on') return undefined;
    const destinationAccountId = booking.hostAccountId ?? (await this.chargeableAccountOf(booking.hostId));
    if (!destinationAccountId) return undefined;
    const rate = Number(await this.commissionRates.rateFor(booking.serviceType));
    return {
      destinationAccountId,
      applicationFeeMinor: commissionOf(booking.amountMinor, rate),
    };
  }
}
