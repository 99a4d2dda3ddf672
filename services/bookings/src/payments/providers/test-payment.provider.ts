import { randomUUID } from 'node:crypto';
import { paymentProviderUnavailable } from '../payments.errors';
import { PaymentProvider, type ProviderAuthorisation } from './payment-provider.port';

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

  async createHostAccount(): Promise<{ accountId: string }> {
    throw paymentProviderUnavailable('the test provider pays hosts through the ledger only');
  }

  async accountLink(): Promise<{ url: string }> {
    throw paymentProviderUnavailable('the test provider pays hosts through the ledger only');
  }
}
