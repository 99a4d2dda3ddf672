import { calendarFile } from './calendar.ics';
import type { GraphCommunityEvent } from './community-events.graph';

/** One event as an iCalendar file; `url` is its page in the web app. */
export function communityEventCalendar(event: GraphCommunityEvent, url: string, now: Date): string {
  return calendarFile(
    {
      uid: `${event.id}@village-community-events`,
      start: event.startDateTime,
      end: event.endDateTime,
      summary: event.title,
      description: event.description,
      location: event.isVirtual ? 'Virtual Event' : (event.location ?? 'Location TBA'),
      url,
    },
    'Community events',
    now,
  );
}
