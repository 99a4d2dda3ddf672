import { randomUUID } from 'node:crypto';
import { PaymentProvider, type ConnectedAccountState, type ProviderAuthorisation } from './payment-provider.port';

/**
 * The offline provider of the embedded default: "Test payments — no real money". It talks to no network; its
 * payments are the rows of `payments` (BookingPayments keeps their states) and a card is checked by
 * `checkTestCard` when the guest pays.
 */
export class TestPaymentProvider extends PaymentProvider {
  readonly name = 'test';
  readonly publishableKey = null;

  async createAuthorisation(): Promise<ProviderAuthorisation> {
    return { providerPaymentId: `test_pi_${randomUUID()}`, clientSecret: null, status: 'requires_payment' };
  }

  async capture(_providerPaymentId: string, amountMinor: number): Promise<{ capturedMinor: number }> {
    return { capturedMinor: amountMinor };
  }

  async cancel(): Promise<void> {}

  async refund(
    _providerPaymentId: string,
    _amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }> {
    return { refundId: `test_re_${idempotencyKey}` };
  }

  async clientSecretOf(): Promise<string | null> {
    return null;
  }

  /** A host's payouts go through the ledger only: their account is ready at once. */
  async createConnectedAccount(host: { id: string }): Promise<ConnectedAccountState> {
    return { accountId: `test_acct_${host.id}`, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
  }

  /** Nothing to fill in elsewhere: the link goes straight back to the app. */
  async createOnboardingLink(_accountId: string, urls: { returnUrl: string }): Promise<{ url: string }> {
    return { url: urls.returnUrl };
  }
}
