import type { CoverRequest } from './cover-circle-api';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Monday 4 March, 08:30 to 17:00': the day as written, never shifted by the reader's zone. */
export const coverWhen = (request: Pick<CoverRequest, 'day' | 'fromTime' | 'untilTime'>): string =>
  `${dayFormat.format(new Date(`${request.day}T00:00:00Z`))}, ${request.fromTime} to ${request.untilTime}`;

export const childrenWords = (children: number): string => (children === 1 ? '1 child' : `${children} children`);

/** Where the requester's own request stands. */
export function requesterStatus(request: CoverRequest): string {
  if (request.status === 'cancelled') return 'Cancelled';
  if (request.status === 'covered') return `Covered by ${request.coveredBy?.firstName ?? 'a member'}`;
  if (request.widenedAt)
    return 'Nobody in your circle answered in time: verified childcare hosts near you were asked too';
  return 'Your circle has been asked';
}
