import type { MeetingView } from './video-meetings-api';

export const MEETING_TABS = [
  { key: 'upcoming', label: 'Upcoming', view: 'upcoming' },
  { key: 'my-meetings', label: 'My Meetings', view: 'mine' },
  { key: 'invitations', label: 'Invitations', view: null },
  { key: 'history', label: 'History', view: 'history' },
] as const satisfies ReadonlyArray<{ key: string; label: string; view: MeetingView | null }>;

export type MeetingTab = (typeof MEETING_TABS)[number]['key'];

export const DEFAULT_TAB: MeetingTab = 'upcoming';

/** The tab a `?tab=` value names; anything else opens Upcoming. */
export const tabOf = (value: string | null): MeetingTab =>
  MEETING_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TAB;
