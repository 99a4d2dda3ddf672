import type { PaymentStatus, ProviderName } from '../payment-status';

/** Destination charge: the host's connected account receives the payment less the platform's fee. */
export interface ConnectCharge {
  destinationAccountId: string;
  applicationFeeMinor: number;
}

export interface ProviderAuthorisation {
  providerPaymentId: string;
  /** What the browser confirms the payment with (Stripe's Payment Element); null for the offline provider. */
  clientSecret: string | null;
  status: PaymentStatus;
}

/**
 * A card provider: authorise at request (manual capture), capture when the host accepts, cancel when declined,
 * refund partially or fully. Amounts are integer minor units; every create carries an idempotency key.
 */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;
  /** The key the browser initialises the provider's card element with; null for the offline provider. */
  abstract readonly publishableKey: string | null;

  abstract createAuthorisation(
    amountMinor: number,
    currency: string,
    metadata: Record<string, string>,
    idempotencyKey: string,
    connect?: ConnectCharge,
  ): Promise<ProviderAuthorisation>;

  /** Captures (up to) the authorised amount; answers what was captured. */
  abstract capture(
    providerPaymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ capturedMinor: number }>;

  abstract cancel(providerPaymentId: string, idempotencyKey: string): Promise<void>;

  abstract refund(
    providerPaymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;

  /** A connected account for a host (Connect only). */
  abstract createHostAccount(email: string, idempotencyKey: string): Promise<{ accountId: string }>;

  /** Where a host finishes onboarding their connected account (Connect only). */
  abstract accountLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<{ url: string }>;
}
