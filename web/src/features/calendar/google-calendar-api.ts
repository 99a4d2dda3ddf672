import { fetchJson } from '../../api/api-request';

export interface GoogleCalendarStatus {
  /** False when Google Calendar is not set up on this Village. */
  available: boolean;
  connected: boolean;
}

export const getGoogleCalendarStatus = (signal?: AbortSignal): Promise<GoogleCalendarStatus> =>
  fetchJson<GoogleCalendarStatus>('/api/calendar/google', { signal });

/** Google's consent address; the browser is then sent there and comes back to /enhanced-profile. */
export const connectGoogleCalendar = async (): Promise<string> =>
  (await fetchJson<{ authUrl: string }>('/api/calendar/connect', { method: 'POST', json: {} })).authUrl;
