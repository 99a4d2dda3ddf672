/** The kinds of community event, in the filter bar's order. */
export const EVENT_TYPES = ['social', 'workshop', 'support_group', 'educational', 'meetup'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const RSVP_STATUSES = ['going', 'waitlisted', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 100;
export const DEFAULT_PARTICIPANTS = 20;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const LOCATION_MAX_LENGTH = 300;
/** Children a member may bring to one event, and the ages they may have. */
export const MAX_CHILDREN = 10;
export const MAX_CHILD_AGE = 17;

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** The places a member's RSVP takes: the member and each child they bring. */
export const partySize = (childrenAges: readonly number[]): number => 1 + childrenAges.length;
