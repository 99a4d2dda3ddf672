import { SERVICE_ENV } from '@village/kit';
import type { Provider } from '@nestjs/common';
import { BookingPayments } from './booking-payments';
import { CommissionRates } from '../commission/commission-rates';
import { LedgerWriter } from './ledger/ledger-writer';
import { PaymentsResolver } from './graph/payments.resolver';
import { PaymentRecords } from './payment-records';
import { ConnectedAccounts } from './payouts/connected-accounts';
import { PayoutOnboarding } from './payouts/payout-onboarding';
import type { PaymentsEnv } from './payments.env';
import { createPaymentProvider } from './providers/payment-provider.factory';
import { PaymentProvider } from './providers/payment-provider.port';
import { PaymentWebhook } from './webhook/payment-webhook';
import { PaymentWebhookController } from './webhook/payment-webhook.controller';

export { keepWebhookRawBody } from './webhook/webhook-raw-body';

/** What the bookings service declares for payments (spread into its providers and controllers). */
export const paymentsProviders: Provider[] = [
  { provide: PaymentProvider, useFactory: (env: PaymentsEnv) => createPaymentProvider(env), inject: [SERVICE_ENV] },
  PaymentRecords,
  LedgerWriter,
  CommissionRates,
  BookingPayments,
  PaymentWebhook,
  ConnectedAccounts,
  PayoutOnboarding,
  PaymentsResolver,
];

export const paymentsControllers = [PaymentWebhookController];
