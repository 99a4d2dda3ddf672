import { fetchJson } from '../../api/api-request';

export type ReportTargetType = 'post' | 'reply' | 'member' | 'service' | 'event' | 'message';
export type ReportReason = 'spam' | 'harassment' | 'child_safety' | 'other';
export type ReportOutcome = 'dismiss' | 'remove_content' | 'warn' | 'suspend';

export interface Report {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  subjectMemberId: string;
  subjectFirstName: string | null;
  reporterFirstName: string | null;
  reason: ReportReason;
  details: string | null;
  status: 'open' | 'resolved';
  outcome: ReportOutcome | null;
  adminNote: string | null;
  excerpt: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

export interface ReportForm {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string | null;
}

export interface ReportReceipt {
  id: string;
  /** True when this report (a forum flag too) hid a post until reviewed. */
  hidden: boolean;
}

export const sendReport = (form: ReportForm): Promise<ReportReceipt> =>
  fetchJson<ReportReceipt>('/api/reports', { method: 'POST', json: form });

export const getReports = async (signal?: AbortSignal): Promise<Report[]> =>
  (await fetchJson<{ reports: Report[] }>('/api/admin/reports', { signal })).reports;

export const resolveReport = (id: string, outcome: ReportOutcome, note: string | null): Promise<{ resolved: true }> =>
  fetchJson<{ resolved: true }>(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    json: { outcome, note },
  });
