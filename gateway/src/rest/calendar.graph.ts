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

export const MY_GOOGLE_CALENDAR_QUERY = 'query MyGoogleCalendar { myGoogleCalendar { available connected } }';
export const CONNECT_GOOGLE_CALENDAR = 'mutation ConnectGoogleCalendar { connectGoogleCalendar }';
export const COMPLETE_GOOGLE_CALENDAR_CONNECTION =
  'mutation CompleteGoogleCalendarConnection($code: String!, $state: String!) { completeGoogleCalendarConnection(code: $code, state: $state) }';
