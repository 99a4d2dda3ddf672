import { apiRequest, fetchJson } from '../../api/api-request';

/** A member's current enhanced DBS check, as /api/admin/members/:id/dbs-check returns it. */
export interface DbsCheck {
  memberId: string;
  certificateLast4: string;
  issuedOn: string;
  recordedAt: string;
}

const dbsCheckUrl = (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/dbs-check`;

export const fetchDbsCheck = (memberId: string, signal?: AbortSignal): Promise<DbsCheck | null> =>
  fetchJson<DbsCheck | null>(dbsCheckUrl(memberId), { signal });

export const recordDbsCheck = (
  memberId: string,
  check: { certificateNumber: string; issuedOn: string },
): Promise<DbsCheck> => fetchJson<DbsCheck>(dbsCheckUrl(memberId), { method: 'PUT', json: check });

export const revokeDbsCheck = async (memberId: string): Promise<void> => {
  await apiRequest(dbsCheckUrl(memberId), { method: 'DELETE' });
};
