import { fetchJson } from '../../api/api-request';

export type OccurrenceState = 'scheduled' | 'paused' | 'cancelled';

/** One upcoming occurrence of a recurring service (GET /api/services/{id}/occurrences). */
export interface ServiceOccurrence {
  serviceId: string;
  /** YYYY-MM-DD in Europe/London: the booking date that books it. */
  date: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  placesLeft: number;
  state: OccurrenceState;
}

const occurrencesUrl = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/occurrences`;

export const fetchServiceOccurrences = async (serviceId: string, signal?: AbortSignal) =>
  (await fetchJson<{ occurrences: ServiceOccurrence[] }>(occurrencesUrl(serviceId), { signal })).occurrences;

export const setOccurrenceState = (serviceId: string, date: string, state: OccurrenceState) =>
  fetchJson<ServiceOccurrence>(`${occurrencesUrl(serviceId)}/${encodeURIComponent(date)}`, {
    method: 'PUT',
    json: { state },
  });

export const setSeriesState = async (serviceId: string, state: OccurrenceState) =>
  (
    await fetchJson<{ occurrences: ServiceOccurrence[] }>(`/api/services/${encodeURIComponent(serviceId)}/series`, {
      method: 'PUT',
      json: { state },
    })
  ).occurrences;
