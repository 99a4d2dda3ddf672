import type { EntityManager } from 'typeorm';
import { bookingInvalid, occurrenceUnavailable } from '../bookings.errors';
import { upcomingOccurrences, type SeriesRow } from './occurrence-schedule';
import { holdsOf, stateOf } from './occurrence-states';

export const NOT_AN_OCCURRENCE = 'This service does not take place on that day';
export const OCCURRENCE_PAUSED = 'This date is paused and cannot be booked for now';
export const OCCURRENCE_CANCELLED = 'This date has been cancelled';

/** A recurring service is booked for one of its upcoming occurrences, neither paused nor cancelled. */
export async function checkOccurrenceBookable(
  manager: EntityManager,
  service: SeriesRow & { service_id: string },
  bookingDate: string,
  now: Date,
): Promise<void> {
  const occurrence = upcomingOccurrences(service, now).find((candidate) => candidate.day === bookingDate);
  if (!occurrence) throw bookingInvalid(NOT_AN_OCCURRENCE, { bookingDate: NOT_AN_OCCURRENCE });
  const state = stateOf(bookingDate, await holdsOf(manager, service.service_id));
  if (state === 'paused') throw occurrenceUnavailable(OCCURRENCE_PAUSED);
  if (state === 'cancelled') throw occurrenceUnavailable(OCCURRENCE_CANCELLED);
}
