import type { EntityManager } from 'typeorm';
import type { OccurrenceHold } from './service-occurrence-state.entity';

export const OCCURRENCE_STATES = ['scheduled', 'paused', 'cancelled'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

/** The held occurrences of a service by day, and the series' own hold (null: none). */
export async function holdsOf(
  manager: EntityManager,
  serviceId: string,
): Promise<{ byDay: Map<string, OccurrenceHold>; series: OccurrenceHold | null }> {
  const rows = await manager.query<Array<{ occurrence_date: string; state: OccurrenceHold }>>(
    "SELECT to_char(occurrence_date, 'YYYY-MM-DD') AS occurrence_date, state FROM service_occurrence_states WHERE service_id = $1",
    [serviceId],
  );
  const [series] = await manager.query<Array<{ state: OccurrenceHold }>>(
    'SELECT state FROM service_series_states WHERE service_id = $1',
    [serviceId],
  );
  return { byDay: new Map(rows.map((row) => [row.occurrence_date, row.state])), series: series?.state ?? null };
}

/** A cancellation outranks a pause, and the series' hold covers every occurrence. */
export function stateOf(day: string, holds: { byDay: Map<string, OccurrenceHold>; series: OccurrenceHold | null }) {
  const own = holds.byDay.get(day);
  if (own === 'cancelled' || holds.series === 'cancelled') return 'cancelled';
  if (own === 'paused' || holds.series === 'paused') return 'paused';
  return 'scheduled';
}

/** Seats held (pending or confirmed) on each of the days. */
export async function seatsHeldOn(
  manager: EntityManager,
  serviceId: string,
  days: readonly string[],
): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const rows = await manager.query<Array<{ booking_date: string; held: number }>>(
    `SELECT to_char(booking_date, 'YYYY-MM-DD') AS booking_date, held FROM service_day_capacity
      WHERE service_id = $1 AND booking_date = ANY($2::date[])`,
    [serviceId, days],
  );
  return new Map(rows.map((row) => [row.booking_date, row.held]));
}
