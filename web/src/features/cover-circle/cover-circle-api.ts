import { fetchJson } from '../../api/api-request';

export const COVER_CIRCLE_URL = '/api/cover-circle';
export const COVER_REQUESTS_URL = '/api/cover-requests';

/** A member of a cover circle, by first name. */
export interface CircleMember {
  userId: string;
  firstName: string;
}

/** The signed-in member's circle (at most five) and the members whose circles they are in. */
export interface CoverCircle {
  members: CircleMember[];
  memberOf: CircleMember[];
}

export type CoverStatus = 'open' | 'covered' | 'cancelled';

/** An urgent cover request as /api/cover-requests returns it, to its requester or to someone asked to cover. */
export interface CoverRequest {
  id: string;
  requesterId: string;
  requesterName: string;
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM, UK time. */
  fromTime: string;
  untilTime: string;
  children: number;
  note: string | null;
  status: CoverStatus;
  /** Who covers, with the contact a confirmed booking shows; null while open. */
  coveredBy: { userId: string; firstName: string; email: string } | null;
  /** When nearby verified childcare hosts were asked too, because nobody in the circle had accepted in time. */
  widenedAt: string | null;
  createdAt: string;
}

export interface NewCoverRequest {
  day: string;
  fromTime: string;
  untilTime: string;
  children: number;
  note: string | null;
}

const memberUrl = (id: string) => `${COVER_CIRCLE_URL}/members/${encodeURIComponent(id)}`;
const membershipUrl = (ownerId: string) => `${COVER_CIRCLE_URL}/memberships/${encodeURIComponent(ownerId)}`;
const requestUrl = (id: string) => `${COVER_REQUESTS_URL}/${encodeURIComponent(id)}`;

export const getCoverCircle = (signal?: AbortSignal): Promise<CoverCircle> =>
  fetchJson<CoverCircle>(COVER_CIRCLE_URL, { signal });

export const addToCoverCircle = (memberId: string): Promise<CoverCircle> =>
  fetchJson<CoverCircle>(`${COVER_CIRCLE_URL}/members`, { method: 'POST', json: { memberId } });

export const removeFromCoverCircle = (memberId: string): Promise<CoverCircle> =>
  fetchJson<CoverCircle>(memberUrl(memberId), { method: 'DELETE' });

export const leaveCoverCircle = (ownerId: string): Promise<CoverCircle> =>
  fetchJson<CoverCircle>(membershipUrl(ownerId), { method: 'DELETE' });

export const getCoverRequests = (signal?: AbortSignal): Promise<CoverRequest[]> =>
  fetchJson<CoverRequest[]>(COVER_REQUESTS_URL, { signal });

export const requestCover = (request: NewCoverRequest): Promise<CoverRequest> =>
  fetchJson<CoverRequest>(COVER_REQUESTS_URL, { method: 'POST', json: request });

export const acceptCover = (id: string): Promise<CoverRequest> =>
  fetchJson<CoverRequest>(`${requestUrl(id)}/accept`, { method: 'POST' });

export const cancelCover = (id: string): Promise<CoverRequest> =>
  fetchJson<CoverRequest>(`${requestUrl(id)}/cancel`, { method: 'POST' });
