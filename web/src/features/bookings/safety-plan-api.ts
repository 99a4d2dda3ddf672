import { fetchJson } from '../../api/api-request';

export type SafetyPlanStatus = 'active' | 'checked_in' | 'alerted' | 'cancelled';

/** A member's plan for a first meeting, as only they see it (/api/bookings/{id}/safety-plan). */
export interface SafetyPlan {
  id: string;
  bookingId: string;
  contactName: string;
  contactEmail: string;
  meetingNote: string | null;
  checkInAt: string | null;
  status: SafetyPlanStatus;
  who: string;
  where: string;
  when: string;
  createdAt: string;
  actions: Array<{ action: string; at: string }>;
}

export interface BookingSafety {
  canShare: boolean;
  reason: string | null;
  plan: SafetyPlan | null;
}

export interface SharePlanRequest {
  contactName: string;
  contactEmail: string;
  meetingNote: string | null;
  checkInAt: string | null;
}

const safetyUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/safety-plan`;

export const fetchBookingSafety = (bookingId: string, signal?: AbortSignal): Promise<BookingSafety> =>
  fetchJson<BookingSafety>(safetyUrl(bookingId), { signal });

export const shareSafetyPlan = (bookingId: string, request: SharePlanRequest): Promise<SafetyPlan> =>
  fetchJson<SafetyPlan>(safetyUrl(bookingId), { method: 'POST', json: request });

export const changeSafetyPlan = (planId: string, change: 'check-in' | 'cancel'): Promise<SafetyPlan> =>
  fetchJson<SafetyPlan>(`/api/safety-plans/${encodeURIComponent(planId)}/${change}`, { method: 'POST' });
