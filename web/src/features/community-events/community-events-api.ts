import { fetchJson } from '../../api/api-request';

export const COMMUNITY_EVENTS_URL = '/api/community-events';

export const EVENT_TYPES = ['social', 'workshop', 'support_group', 'educational', 'meetup'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventFilter = 'all' | EventType;

/** An event as the gateway's /api/community-events routes return it. */
export interface CommunityEvent {
  id: string;
  title: string;
  description: string;
  eventType: string;
  location: string | null;
  isVirtual: boolean;
  startDateTime: string;
  endDateTime: string;
  maxParticipants: number;
  currentParticipants: number;
  waitlistLength: number;
  isOrganiser: boolean;
  /** Identity publishes first names only: lastName (an initial) is null today. */
  organizer: { firstName: string | null; lastName: string | null };
  userRsvpStatus: string | null;
  myRsvp: {
    status: 'going' | 'waitlisted' | 'cancelled';
    childrenAges: number[];
    waitlistPosition: number | null;
  } | null;
  /** A recurring event's series: its dates (each its own event) share it; null for a one-off. */
  seriesId?: string | null;
  recurrenceRule?: string | null;
  isCancelled?: boolean;
  /** The organiser paused RSVPs to it: new RSVPs are refused, members going keep their place. */
  isPaused?: boolean;
}

export const EVENT_REPEATS = ['none', 'weekly', 'biweekly', 'monthly', 'custom'] as const;
export type EventRepeats = (typeof EVENT_REPEATS)[number];

export interface NewCommunityEvent {
  title: string;
  description: string | null;
  eventType: EventType;
  location: string | null;
  isVirtual: boolean;
  /** ISO 8601. */
  startDateTime: string;
  endDateTime: string;
  maxParticipants: number;
  repeats?: EventRepeats;
  recurrenceRule?: string | null;
}

export type RsvpStatus = 'confirmed' | 'cancelled';

const eventUrl = (id: string) => `${COMMUNITY_EVENTS_URL}/${encodeURIComponent(id)}`;

export const calendarFileUrl = (id: string) => `${eventUrl(id)}/calendar.ics`;

export const getCommunityEvents = (filter: EventFilter, signal?: AbortSignal): Promise<CommunityEvent[]> =>
  fetchJson<CommunityEvent[]>(`${COMMUNITY_EVENTS_URL}?type=${filter}`, { signal });

export const getCommunityEvent = (id: string, signal?: AbortSignal): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(eventUrl(id), { signal });

export const createCommunityEvent = (event: NewCommunityEvent): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(COMMUNITY_EVENTS_URL, { method: 'POST', json: event });

export const rsvpCommunityEvent = (
  id: string,
  status: RsvpStatus,
  childrenAges: number[] = [],
): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(`${eventUrl(id)}/rsvp`, { method: 'POST', json: { status, childrenAges } });

/** The organiser cancels one date, or every date of its series not yet started. */
export const cancelCommunityEvent = (id: string, wholeSeries: boolean): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(`${eventUrl(id)}/cancel`, { method: 'POST', json: { wholeSeries } });

/** The organiser pauses RSVPs to one date, or to every date of its series not yet started. */
export const pauseCommunityEvent = (id: string, wholeSeries: boolean): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(`${eventUrl(id)}/pause`, { method: 'POST', json: { wholeSeries } });

/** The organiser resumes RSVPs to one date, or to every date of its series not yet started. */
export const resumeCommunityEvent = (id: string, wholeSeries: boolean): Promise<CommunityEvent> =>
  fetchJson<CommunityEvent>(`${eventUrl(id)}/resume`, { method: 'POST', json: { wholeSeries } });
