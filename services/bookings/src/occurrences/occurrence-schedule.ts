import { occurrencesOf, parseRecurrenceRule, RecurrenceRuleError, type Occurrence } from '@village/kit';

/** What a series' occurrences are computed from: the projection's first start, rule and duration. */
export interface SeriesRow {
  date_time: Date | null;
  recurrence_rule: string;
  duration_minutes: number;
}

export const DEFAULT_OCCURRENCE_MINUTES = 60;

/** Whether the service is booked by occurrence (a rule and a first start) rather than by any day. */
export const hasOccurrences = (service: SeriesRow): boolean =>
  service.date_time !== null && service.recurrence_rule !== '';

/**
 * The occurrences not yet over at `now`, within the kit's horizon and limit. A rule listings let through but this
 * kit cannot read has no occurrences: nothing is bookable rather than the wrong days.
 */
export function upcomingOccurrences(service: SeriesRow, now: Date): Occurrence[] {
  if (!hasOccurrences(service) || !service.date_time) return [];
  try {
    return occurrencesOf(parseRecurrenceRule(service.recurrence_rule), {
      firstStart: service.date_time,
      durationMinutes: service.duration_minutes > 0 ? service.duration_minutes : DEFAULT_OCCURRENCE_MINUTES,
      from: now,
    });
  } catch (error) {
    if (error instanceof RecurrenceRuleError) return [];
    throw error;
  }
}
