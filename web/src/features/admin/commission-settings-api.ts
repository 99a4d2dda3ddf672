import { fetchJson } from '../../api/api-request';
import type { ServiceType } from '../services/services-api';

export const COMMISSION_SETTINGS_URL = '/api/admin/commission-settings';

export interface CommissionSetting {
  serviceType: ServiceType;
  /** A fraction with two decimals, e.g. "0.13". */
  rate: string;
  isDefault: boolean;
  updatedAt: string | null;
}

export const getCommissionSettings = async (signal?: AbortSignal): Promise<CommissionSetting[]> =>
  (await fetchJson<{ settings: CommissionSetting[] }>(COMMISSION_SETTINGS_URL, { signal })).settings;

export const setCommissionRate = (serviceType: ServiceType, rate: number): Promise<CommissionSetting> =>
  fetchJson<CommissionSetting>(COMMISSION_SETTINGS_URL, { method: 'POST', json: { serviceType, rate } });

/** 0.13 → "13.0%". */
export const ratePercent = (rate: string): string => `${(Number(rate) * 100).toFixed(1)}%`;
