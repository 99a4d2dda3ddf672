import { fetchJson } from '../../api/api-request';

export const MY_PAYMENT_ANALYTICS_URL = '/api/payment-analytics';
export const PLATFORM_PAYMENT_ANALYTICS_URL = '/api/admin/payment-analytics';
export const COMMISSION_ANALYTICS_URL = '/api/admin/commission-analytics';

/** Every amount is whole pence (GBP), computed by the server from the ledger. */
export interface AnalyticsService {
  serviceId: string;
  title: string;
  type: string;
  amountMinor: number;
  earnedMinor: number;
  commissionMinor: number;
  paidBookings: number;
}

export interface AnalyticsTransaction {
  id: string;
  serviceTitle: string | null;
  serviceType: string;
  amountMinor: number;
  commissionMinor: number;
  date: string;
  status: string;
  role: 'earning' | 'spending' | null;
}

export interface MemberPaymentAnalytics {
  earnedMinor: number;
  spentMinor: number;
  commissionPaidMinor: number;
  paidBookings: number;
  months: Array<{ month: string; earnedMinor: number; spentMinor: number }>;
  topServices: AnalyticsService[];
  recentTransactions: AnalyticsTransaction[];
}

export interface PlatformPaymentAnalytics {
  volumeMinor: number;
  commissionMinor: number;
  hostEarningsMinor: number;
  paidOutMinor: number;
  paidBookings: number;
  months: Array<{ month: string; volumeMinor: number; commissionMinor: number }>;
  topServices: AnalyticsService[];
  recentTransactions: AnalyticsTransaction[];
}

export interface CommissionByType {
  serviceType: string;
  volumeMinor: number;
  commissionMinor: number;
  /** A fraction with four decimals, e.g. "0.1300"; null when the type has no volume. */
  effectiveRate: string | null;
  paidBookings: number;
}

export const getMyPaymentAnalytics = (signal?: AbortSignal): Promise<MemberPaymentAnalytics> =>
  fetchJson<MemberPaymentAnalytics>(MY_PAYMENT_ANALYTICS_URL, { signal });

export const getPlatformPaymentAnalytics = (signal?: AbortSignal): Promise<PlatformPaymentAnalytics> =>
  fetchJson<PlatformPaymentAnalytics>(PLATFORM_PAYMENT_ANALYTICS_URL, { signal });

export const getCommissionAnalytics = async (signal?: AbortSignal): Promise<CommissionByType[]> =>
  (await fetchJson<{ commissionByType: CommissionByType[] }>(COMMISSION_ANALYTICS_URL, { signal })).commissionByType;
