import { createHash } from 'node:crypto';
import type { CalendarEntry } from '../calendar/calendar.model';

/** An event as Google Calendar's API takes it (events.insert / events.update). */
export interface GoogleCalendarEvent {
  /** Stable: base32hex (a–v, 0–9), so pushing again updates the same event. */
  id: string;
  /** 'confirmed' brings back an event the member deleted in Google Calendar when Village pushes it again. */
  status: 'confirmed';
  summary: string;
  description: string;
  location?: string;
  start: { date: string } | { dateTime: string };
  end: { date: string } | { dateTime: string };
}

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** 'vb'/'vm' then the uuid's hex digits: every character is base32hex, as Google requires of a client's id. */
export const googleEventIdOf = (entry: Pick<CalendarEntry, 'kind' | 'subjectId'>): string =>
  `v${entry.kind === 'booking' ? 'b' : 'm'}${entry.subjectId.replace(/-/g, '').toLowerCase()}`;

/** Confirmed bookings (whole days) and meetings hosted or accepted are pushed; community events are not. */
export function googleEventOf(entry: CalendarEntry, appUrl: string): GoogleCalendarEvent | null {
  const app = appUrl.replace(/\/$/, '');
  if (entry.kind === 'booking' && entry.day) {
    return {
      id: googleEventIdOf(entry),
      status: 'confirmed',
      summary: entry.title,
      description: `Your booking on Village: ${app}/services?tab=bookings`,
      start: { date: entry.day },
      end: { date: nextDay(entry.day) },
    };
  }
  if (entry.kind === 'meeting' && entry.startsAt && entry.durationMinutes) {
    const start = new Date(entry.startsAt);
    return {
      id: googleEventIdOf(entry),
      status: 'confirmed',
      summary: entry.title,
      description: `A video meeting on Village: ${app}/video-meetings?tab=my-meetings`,
      location: 'Village video call',
      start: { dateTime: start.toISOString() },
      end: { dateTime: new Date(start.getTime() + entry.durationMinutes * 60_000).toISOString() },
    };
  }
  return null;
}

export const fingerprintOf = (event: GoogleCalendarEvent): string =>
  createHash('sha256').update(JSON.stringify(event)).digest('hex');
