import type { BadgeTone } from '../../components/ui/badge';
import type { InvitationStatus, MeetingStatus, MeetingType, MemberName } from './video-meetings-api';

/** Meetings happen on UK time, whatever the reader's own zone. */
export const MEETING_TIME_ZONE = 'Europe/London';

export const MEETING_TYPE_LABELS: ReadonlyArray<{ key: MeetingType; label: string }> = [
  { key: 'general', label: 'General' },
  { key: 'playdate', label: 'Playdate' },
  { key: 'consultation', label: 'Consultation' },
  { key: 'support_group', label: 'Support group' },
];

export const meetingTypeLabel = (type: string): string =>
  MEETING_TYPE_LABELS.find((one) => one.key === type)?.label ?? type;

export const MEETING_STATUS_BADGES: Record<MeetingStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  active: { label: 'Live now', tone: 'sage' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'pending',
  accepted: 'accepted',
  declined: 'declined',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: MEETING_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat('en-GB', { timeZone: MEETING_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dayOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: MEETING_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEETING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** UK time, e.g. "Thu, 14 March 2030 at 10:30". */
export const meetingDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** UK time of day, e.g. "14:45". */
export const meetingTime = (iso: string): string => timeOnly.format(new Date(iso));

/** "14:45" on the same UK day as `now`, else "14:45 on Thu 14 March". */
export const timeFromNow = (iso: string, now: Date): string => {
  const when = new Date(iso);
  const sameDay = calendarDay.format(when) === calendarDay.format(now);
  return sameDay ? meetingTime(iso) : `${meetingTime(iso)} on ${dayOnly.format(when)}`;
};

/** "45 minutes", "1 hour", "1 hour 30 minutes", "8 hours". */
export const durationWords = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteWords = rest === 0 ? '' : rest === 1 ? '1 minute' : `${rest} minutes`;
  return [hourWords, minuteWords].filter(Boolean).join(' ');
};

export const memberName = (member: Pick<MemberName, 'firstName' | 'lastName'>): string =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');
