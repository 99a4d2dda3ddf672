import type { PaymentsEnv } from '../payments.env';
import type { PaymentProvider } from './payment-provider.port';
import { StripePaymentProvider } from './stripe-payment.provider';
import { TestPaymentProvider } from './test-payment.provider';

/** The provider PAYMENT_PROVIDER names: the offline test provider unless it says `stripe`. */
export function createPaymentProvider(env: PaymentsEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER !== 'stripe') return new TestPaymentProvider();
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe');
  return new StripePaymentProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    apiBase: env.STRIPE_API_BASE,
  });
}
