import Stripe from 'stripe';
import type { PaymentStatus } from '../payment-status';
import {
  PaymentProvider,
  type ConnectCharge,
  type ConnectedAccountState,
  type ProviderAuthorisation,
} from './payment-provider.port';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Another API host, e.g. http://127.0.0.1:12111 (stripe-mock). */
  apiBase?: string;
  /** The client's HTTP transport (the contract tests record the requests it sends). */
  httpClient?: Stripe.HttpClient;
}

/** The Stripe client for the settings (the package's default API version); never logs its key. */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase' | 'httpClient'>): Stripe {
  const common = { maxNetworkRetries: 2, ...(settings.httpClient ? { httpClient: settings.httpClient } : {}) };
  if (!settings.apiBase) return new Stripe(settings.secretKey, common);
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    ...common,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

const STATUS_OF_INTENT: Record<Stripe.PaymentIntent.Status, PaymentStatus> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_payment',
  processing: 'requires_payment',
  requires_capture: 'authorised',
  succeeded: 'captured',
  canceled: 'cancelled',
};

export const paymentStatusOfIntent = (status: Stripe.PaymentIntent.Status): PaymentStatus => STATUS_OF_INTENT[status];

/**
 * Stripe PaymentIntents with manual capture: the card is confirmed in the browser (Payment Element), so card
 * numbers never reach Village. With Connect, destination charges carry the commission as the application fee.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    super();
    this.publishableKey = settings.publishableKey;
    this.stripe = stripeClient(settings);
  }

  async createAuthorisation(
    amountMinor: number,
    currency: string,
    metadata: Record<string, string>,
    idempotencyKey: string,
    connect?: ConnectCharge,
  ): Promise<ProviderAuthorisation> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountMinor,
        currency: currency.toLowerCase(),
        capture_method: 'manual',
        automatic_payment_methods: { enabled: true },
        metadata,
        ...(connect
          ? {
              application_fee_amount: connect.applicationFeeMinor,
              transfer_data: { destination: connect.destinationAccountId },
            }
          : {}),
      },
      { idempotencyKey },
    );
    return {
      providerPaymentId: intent.id,
      clientSecret: intent.client_secret,
      status: paymentStatusOfIntent(intent.status),
    };
  }

  async capture(
    providerPaymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ capturedMinor: number }> {
    // Stripe captures exactly amount_to_capture or refuses with an error.
    await this.stripe.paymentIntents.capture(providerPaymentId, { amount_to_capture: amountMinor }, { idempotencyKey });
    return { capturedMinor: amountMinor };
  }

  async cancel(providerPaymentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(providerPaymentId, {}, { idempotencyKey });
  }

  async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: providerPaymentId, amount: amountMinor },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async clientSecretOf(providerPaymentId: string): Promise<string | null> {
    const intent = await this.stripe.paymentIntents.retrieve(providerPaymentId);
    return intent.client_secret;
  }

  async createConnectedAccount(
    host: { id: string; email: string },
    idempotencyKey: string,
  ): Promise<ConnectedAccountState> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: host.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { hostId: host.id },
      },
      { idempotencyKey },
    );
    return connectedAccountStateOf(account);
  }

  async createOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
    idempotencyKey: string,
  ): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create(
      { account: accountId, refresh_url: urls.refreshUrl, return_url: urls.returnUrl, type: 'account_onboarding' },
      { idempotencyKey },
    );
    return { url: link.url };
  }
}

/** A Stripe account's payout readiness (also what an `account.updated` event carries). */
export const connectedAccountStateOf = (account: Stripe.Account): ConnectedAccountState => ({
  accountId: account.id,
  chargesEnabled: account.charges_enabled === true,
  payoutsEnabled: account.payouts_enabled === true,
  detailsSubmitted: account.details_submitted === true,
});
