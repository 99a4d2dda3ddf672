import type { PaymentStatus, ProviderName } from '../payment-status';

/** Destination charge: the host's connected account receives the payment less the platform's fee. */
export interface ConnectCharge {
  destinationAccountId: string;
  applicationFeeMinor: number;
}

/** A host's connected account as the provider reports it. */
export interface ConnectedAccountState {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
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

  /** What the browser confirms an open payment with (Stripe's Payment Element); null for the offline provider. */
  abstract clientSecretOf(providerPaymentId: string): Promise<string | null>;

  /** A connected account that receives a host's payouts (Stripe Connect: an Express account). */
  abstract createConnectedAccount(
    host: { id: string; email: string },
    idempotencyKey: string,
  ): Promise<ConnectedAccountState>;

  /** Where the host finishes (or resumes) onboarding their connected account; used once, soon. */
  abstract createOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
    idempotencyKey: string,
  ): Promise<{ url: string }>;
}
