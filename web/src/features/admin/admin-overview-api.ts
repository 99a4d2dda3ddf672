import { fetchJson } from '../../api/api-request';

/** The admin overview's figures, each from the service that owns it. */
export interface AdminOverview {
  members: number;
  pendingVerifications: number;
  services: number;
  bookings: number;
  openQueries: number;
  pendingPosts: number;
  openReports: number;
}

export const getAdminOverview = (signal?: AbortSignal): Promise<AdminOverview> =>
  fetchJson<AdminOverview>('/api/admin/overview', { signal });
