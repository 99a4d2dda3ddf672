import { fetchJson } from '../../../api/api-request';

export type TimeBankReason = 'starter' | 'care_given' | 'care_received';

/** GET /api/time-bank: the member's own hours (read only: no route buys, transfers or cashes out hours). */
export interface TimeBank {
  balance: number;
  heldHours: number;
  availableHours: number;
  entries: Array<{
    id: string;
    reason: TimeBankReason;
    bookingId: string | null;
    hoursDelta: number;
    createdAt: string;
  }>;
}

export const fetchTimeBank = (signal?: AbortSignal): Promise<TimeBank> =>
  fetchJson<TimeBank>('/api/time-bank', { signal });
