import type { ServiceOccurrence } from './occurrences-api';

const LONDON = 'Europe/London';
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit' });

/** e.g. 'Mon, 18 March 2030, 10:00–11:30' (London time). */
export function occurrenceWhen(occurrence: Pick<ServiceOccurrence, 'startsAt' | 'endsAt'>): string {
  const start = new Date(occurrence.startsAt);
  return `${dayFormat.format(start)}, ${timeFormat.format(start)}–${timeFormat.format(new Date(occurrence.endsAt))}`;
}

export function placesLeftLabel(occurrence: Pick<ServiceOccurrence, 'placesLeft' | 'state'>): string {
  if (occurrence.state === 'paused') return 'paused';
  if (occurrence.state === 'cancelled') return 'cancelled';
  if (occurrence.placesLeft === 0) return 'full';
  return `${occurrence.placesLeft} ${occurrence.placesLeft === 1 ? 'place' : 'places'} left`;
}

/** A guest may pick an occurrence that is scheduled and not full. */
export const isBookable = (occurrence: ServiceOccurrence): boolean =>
  occurrence.state === 'scheduled' && occurrence.placesLeft > 0;

export const STATE_LABELS = { scheduled: 'Scheduled', paused: 'Paused', cancelled: 'Cancelled' } as const;
