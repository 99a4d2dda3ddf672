import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, SERVICE_ENV, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { paymentProviderUnavailable } from '../payments.errors';
import type { PaymentsEnv } from '../payments.env';
import { PaymentProvider } from '../providers/payment-provider.port';
import { ConnectedAccounts, type ConnectedAccount } from './connected-accounts';

export type PayoutAccountStatus = 'not_started' | 'incomplete' | 'enabled';

export interface PayoutAccount {
  status: PayoutAccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** False when hosts cannot set up payouts here (Stripe without Connect). */
  onboardingAvailable: boolean;
  updatedAt: Date | null;
}

/** Where the web app shows a host their payouts (the provider sends them back here). */
export const PAYOUTS_PAGE_PATH = '/my-services';

const statusOf = (account: ConnectedAccount | null): PayoutAccountStatus => {
  if (!account) return 'not_started';
  return account.chargesEnabled && account.payoutsEnabled ? 'enabled' : 'incomplete';
};

/**
 * A host's payout account: created with the provider the first time they set up payouts (one per host, its
 * creation idempotent per host), then onboarding through a link the provider hosts. The test provider's account is
 * ready at once and its link leads straight back to the app.
 */
@Injectable()
export class PayoutOnboarding {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly accounts: ConnectedAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) private readonly env: PaymentsEnv,
  ) {}

  async accountOf(hostId: string): Promise<PayoutAccount> {
    const account = await this.accounts.ofHost(this.dataSource.manager, hostId);
    return {
      status: statusOf(account),
      chargesEnabled: account?.chargesEnabled ?? false,
      payoutsEnabled: account?.payoutsEnabled ?? false,
      detailsSubmitted: account?.detailsSubmitted ?? false,
      onboardingAvailable: this.onboardingAvailable(),
      updatedAt: account?.updatedAt ?? null,
    };
  }

  /** The link where the host (re)starts onboarding. */
  async start(host: { id: string; email: string }): Promise<{ url: string }> {
    if (!this.onboardingAvailable()) throw paymentProviderUnavailable('payouts to hosts are not set up');
    const manager = this.dataSource.manager;
    let account = await this.accounts.ofHost(manager, host.id);
    if (!account) {
      const created = await this.provider.createConnectedAccount(host, `host:${host.id}:connected-account`);
      account = await this.accounts.keep(manager, host.id, created, this.clock.now());
    }
    const page = `${this.env.APP_URL?.replace(/\/+$/, '') ?? ''}${PAYOUTS_PAGE_PATH}`;
    return this.provider.createOnboardingLink(
      account.accountId,
      { refreshUrl: `${page}?payouts=refresh`, returnUrl: `${page}?payouts=return` },
      `host:${host.id}:onboarding-link:${randomUUID()}`,
    );
  }

  private onboardingAvailable(): boolean {
    return this.provider.name === 'test' || this.env.STRIPE_CONNECT === 'on';
  }
}
