export const MY_CALENDAR_FEED_LINK_QUERY = 'query MyCalendarFeedLink { myCalendarFeedLink { createdAt } }';
export const RESET_CALENDAR_FEED_LINK = 'mutation ResetCalendarFeedLink { resetCalendarFeedLink { secret createdAt } }';
export const CALENDAR_FEED_QUERY =
  'query CalendarFeed($secret: String!) { calendarFeed(secret: $secret) { kind subjectId title startsAt durationMinutes day location hosting } }';

export interface GraphCalendarEntry {
  kind: 'booking' | 'meeting' | 'event';
  subjectId: string;
  title: string;
  startsAt: string | null;
  durationMinutes: number | null;
  day: string | null;
  location: string | null;
  hosting: boolean;
}
