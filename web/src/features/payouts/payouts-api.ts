import { fetchJson } from '../../api/api-request';

export type PayoutAccountStatus = 'not_started' | 'incomplete' | 'enabled';

/** The signed-in host's payout account (GET /api/payments/payout-account). */
export interface PayoutAccount {
  status: PayoutAccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  onboardingAvailable: boolean;
  updatedAt: string | null;
}

const PAYOUT_ACCOUNT_URL = '/api/payments/payout-account';

export const fetchPayoutAccount = (signal?: AbortSignal): Promise<PayoutAccount> =>
  fetchJson<PayoutAccount>(PAYOUT_ACCOUNT_URL, { signal });

/** Where the host goes to set up (or finish setting up) payouts. */
export const startPayoutOnboarding = (): Promise<{ url: string }> =>
  fetchJson<{ url: string }>(`${PAYOUT_ACCOUNT_URL}/onboarding`, { method: 'POST' });
