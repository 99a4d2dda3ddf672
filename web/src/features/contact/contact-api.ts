import { fetchJson } from '../../api/api-request';

export const CONTACT_QUERIES_URL = '/api/contact/queries';

export interface ContactQuery {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  memberId: string | null;
  isResolved: boolean;
  createdAt: string;
  resolvedAt: string | null;
}

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: hidden from people, so only robots fill it. */
  website: string;
}

export const submitContactQuery = (form: ContactForm): Promise<{ received: true }> =>
  fetchJson<{ received: true }>(CONTACT_QUERIES_URL, { method: 'POST', json: form });

export const getContactQueries = async (signal?: AbortSignal): Promise<ContactQuery[]> =>
  (await fetchJson<{ queries: ContactQuery[] }>(CONTACT_QUERIES_URL, { signal })).queries;

export const resolveContactQuery = (id: string): Promise<ContactQuery> =>
  fetchJson<ContactQuery>(`${CONTACT_QUERIES_URL}/${encodeURIComponent(id)}/resolve`, { method: 'POST' });
