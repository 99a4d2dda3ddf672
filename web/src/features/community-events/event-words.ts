import type { CommunityEvent, EventFilter, EventType } from './community-events-api';

/** The filter bar's words, in the spec's order. */
export const EVENT_FILTERS: ReadonlyArray<{ key: EventFilter; label: string }> = [
  { key: 'all', label: 'All Events' },
  { key: 'social', label: 'Social' },
  { key: 'workshop', label: 'Workshops' },
  { key: 'support_group', label: 'Support Groups' },
  { key: 'educational', label: 'Educational' },
  { key: 'meetup', label: 'Meetups' },
];

/** One event's type, as its badge and the Create Event dialog name it. */
export const EVENT_TYPE_LABELS: ReadonlyArray<{ key: EventType; label: string }> = [
  { key: 'social', label: 'Social' },
  { key: 'workshop', label: 'Workshop' },
  { key: 'support_group', label: 'Support Group' },
  { key: 'educational', label: 'Educational' },
  { key: 'meetup', label: 'Meetup' },
];

export const eventTypeLabel = (type: string): string =>
  EVENT_TYPE_LABELS.find((one) => one.key === type)?.label ?? type;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** en-GB, in the reader's time zone: e.g. "Sat, 14 March 2026 at 10:30". */
export const eventDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const placeOf = (event: Pick<CommunityEvent, 'isVirtual' | 'location'>): string =>
  event.isVirtual ? 'Virtual Event' : event.location?.trim() || 'Location TBA';

export const organiserName = (organizer: CommunityEvent['organizer']): string => {
  const first = organizer.firstName ?? 'A member';
  return organizer.lastName ? `${first} ${organizer.lastName.charAt(0)}.` : first;
};

export const participantsOf = (event: Pick<CommunityEvent, 'currentParticipants' | 'maxParticipants'>): string =>
  `${event.currentParticipants} / ${event.maxParticipants}`;

export const isFull = (event: Pick<CommunityEvent, 'currentParticipants' | 'maxParticipants'>): boolean =>
  event.currentParticipants >= event.maxParticipants;

/** The 'Repeats' choices of the event form. */
export const REPEAT_OPTIONS = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every 2 weeks' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'custom', label: 'Custom…' },
] as const;
