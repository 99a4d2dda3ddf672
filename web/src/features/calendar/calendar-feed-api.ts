import { fetchJson } from '../../api/api-request';

export const CALENDAR_FEED_LINK_URL = '/api/calendar/feed-link';

/** Whether the member has a feed link; its secret address is only ever shown when it is made. */
export interface CalendarFeedLinkState {
  active: boolean;
  createdAt: string | null;
}

export interface NewCalendarFeedLink {
  url: string;
  createdAt: string;
}

export const getCalendarFeedLink = (signal?: AbortSignal): Promise<CalendarFeedLinkState> =>
  fetchJson<CalendarFeedLinkState>(CALENDAR_FEED_LINK_URL, { signal });

export const resetCalendarFeedLink = (): Promise<NewCalendarFeedLink> =>
  fetchJson<NewCalendarFeedLink>(CALENDAR_FEED_LINK_URL, { method: 'POST', json: {} });
