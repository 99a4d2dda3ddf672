import { MEETING_TYPES, type MeetingType } from './video-meeting.entity';

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
export const DEFAULT_DURATION_MINUTES = 60;
export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 50;
export const DEFAULT_PARTICIPANTS = 10;
/** Join opens this long before the scheduled start. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** Members one invitation call may name. */
export const MAX_INVITEES_AT_ONCE = 20;
/** Every list of meetings or invitations holds at most this many. */
export const LIST_LIMIT = 100;

export const MEETING_VIEWS = ['upcoming', 'mine', 'history'] as const;
export type MeetingView = (typeof MEETING_VIEWS)[number];

export const isMeetingType = (value: string): value is MeetingType =>
  (MEETING_TYPES as readonly string[]).includes(value);
export const isMeetingView = (value: string): value is MeetingView =>
  (MEETING_VIEWS as readonly string[]).includes(value);

const MINUTE_MS = 60_000;

export const joinOpensAt = (scheduledFor: Date): Date =>
  new Date(scheduledFor.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);

export const endsAt = (scheduledFor: Date, durationMinutes: number): Date =>
  new Date(scheduledFor.getTime() + durationMinutes * MINUTE_MS);

/** A meeting's time in emails: Europe/London, as members read it. */
export const londonTime = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);
