import { fetchJson } from '../../api/api-request';

export const VOUCHES_URL = '/api/trust/vouches';
/** The server refuses a fourth open vouch (asked and not answered, or given). */
export const MOST_VOUCHERS_ASKED = 3;

/** Identity counts a member vouched for from this many active vouches by verified members. */
export const VOUCHES_FOR_VOUCHED = 2;

export type VouchStatus = 'requested' | 'active' | 'declined' | 'revoked';

/** A vouch as /api/trust/vouches returns it, from either side. */
export interface MemberVouch {
  id: string;
  memberId: string;
  memberName: string;
  voucherId: string;
  voucherName: string;
  status: VouchStatus;
  requestedAt: string;
  decidedAt: string | null;
}

export interface Vouches {
  /** The vouches the member asked for. */
  asked: MemberVouch[];
  /** The vouches asked of the member. */
  askedOfMe: MemberVouch[];
}

const vouchUrl = (id: string, action: 'accept' | 'decline' | 'revoke') =>
  `${VOUCHES_URL}/${encodeURIComponent(id)}/${action}`;

export const fetchVouches = (signal?: AbortSignal): Promise<Vouches> => fetchJson<Vouches>(VOUCHES_URL, { signal });

export const requestVouch = (voucherId: string): Promise<MemberVouch> =>
  fetchJson<MemberVouch>(VOUCHES_URL, { method: 'POST', json: { voucherId } });

export const answerVouch = (id: string, accept: boolean): Promise<MemberVouch> =>
  fetchJson<MemberVouch>(vouchUrl(id, accept ? 'accept' : 'decline'), { method: 'POST' });

export const revokeVouch = (id: string): Promise<MemberVouch> =>
  fetchJson<MemberVouch>(vouchUrl(id, 'revoke'), { method: 'POST' });

/** Vouches still waiting for an answer and vouches given both count against the limit. */
export const openVouchCount = (asked: MemberVouch[]): number =>
  asked.filter((vouch) => vouch.status === 'requested' || vouch.status === 'active').length;
