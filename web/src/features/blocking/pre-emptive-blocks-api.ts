import { fetchJson } from '../../api/api-request';

export const PRE_EMPTIVE_BLOCKS_URL = '/api/blocks/pre-emptive';

/** A block by email address or phone number, as the gateway lists it: nothing of the contact itself. */
export interface PreEmptiveBlock {
  id: string;
  kind: 'email' | 'phone';
  label: string | null;
  createdAt: string;
}

export const listPreEmptiveBlocks = (signal?: AbortSignal): Promise<PreEmptiveBlock[]> =>
  fetchJson<PreEmptiveBlock[]>(PRE_EMPTIVE_BLOCKS_URL, { signal });

export type PreEmptiveBlockRequest = ({ email: string } | { phone: string }) & { label?: string };

export const addPreEmptiveBlock = (input: PreEmptiveBlockRequest): Promise<PreEmptiveBlock> =>
  fetchJson<PreEmptiveBlock>(PRE_EMPTIVE_BLOCKS_URL, { method: 'POST', json: input });

export const removePreEmptiveBlock = (id: string): Promise<{ id: string }> =>
  fetchJson<{ id: string }>(`${PRE_EMPTIVE_BLOCKS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' });
