import { notBlockedEitherWaySql } from '@village/kit';
import type { BrowseCursor } from './browse-cursor';

/** A point members measure from, and how far around it a radius filter reaches. */
export interface EarthPoint {
  latitude: number;
  longitude: number;
}

/** What one page of browse asks the database (every value already checked). */
export interface BrowseSqlCriteria {
  viewerId: string;
  type?: string;
  country?: string;
  freeOnly: boolean;
  /** Only services within `radiusMetres` of this point (the `postcode` filter). */
  within?: EarthPoint & { radiusMetres: number };
  /** Nearest first from this point, with distances; else newest first. */
  origin?: EarthPoint;
  after?: BrowseCursor;
  /** Rows to fetch: the page size plus one, to know whether there is a next page. */
  limit: number;
}

export interface BrowseSql {
  text: string;
  values: unknown[];
}

/** The columns a service's JSON is made of. */
export const SERVICE_COLUMNS = [
  'id',
  'host_id',
  'title',
  'description',
  'type',
  'service_mode',
  'date_time',
  'is_recurring',
  'recurring_pattern',
  'recurrence_rule',
  'duration_minutes',
  'location',
  'country',
  'postcode',
  'district',
  'place',
  'latitude',
  'longitude',
  'virtual_link',
  'pricing_type',
  'price_minor',
  'currency',
  'max_participants',
  'cancellation_policy',
  'audience_limitations',
  'availability_notes',
  'details',
  'status',
  'photo_ids',
  'created_at',
  'updated_at',
] as const;

const POINT = 'll_to_earth(s.latitude, s.longitude)';

/**
 * One page of active services a member may see (never across a block, either way), as a keyset query: nearest first
 * by the chord distance `<->` (the GiST indexes on `ll_to_earth(latitude, longitude)` answer it) with the
 * great-circle distance in metres, else newest first. `sort_key` is what the next page's cursor carries.
 * Runs on a connection whose search_path is the `listings` schema (the earthdistance functions live there).
 */
export function browseServicesSql(criteria: BrowseSqlCriteria): BrowseSql {
  const values: unknown[] = [criteria.viewerId];
  const param = (value: unknown, cast: string): string => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const where = ["s.status = 'active'", notBlockedEitherWaySql('s.host_id', '$1::uuid')];
  if (criteria.type) where.push(`s.type = ${param(criteria.type, 'text')}`);
  if (criteria.country) where.push(`s.country = ${param(criteria.country, 'text')}`);
  if (criteria.freeOnly) where.push("s.pricing_type = 'free'");
  if (criteria.within) {
    const centre = `ll_to_earth(${param(criteria.within.latitude, 'float8')}, ${param(criteria.within.longitude, 'float8')})`;
    const radius = param(criteria.within.radiusMetres, 'float8');
    where.push(`earth_box(${centre}, ${radius}) @> ${POINT}`, `earth_distance(${centre}, ${POINT}) <= ${radius}`);
  }
  const columns = SERVICE_COLUMNS.map((column) => `s.${column}`).join(', ');
  if (criteria.origin) {
    const origin = `ll_to_earth(${param(criteria.origin.latitude, 'float8')}, ${param(criteria.origin.longitude, 'float8')})`;
    const key = `(${POINT} <-> ${origin})`;
    if (criteria.after) {
      where.push(`(${key}, s.id) > (${param(criteria.after.key, 'float8')}, ${param(criteria.after.id, 'uuid')})`);
    }
    return {
      text: `SELECT ${columns}, ${key} AS sort_key, earth_distance(${POINT}, ${origin}) AS distance_metres
        FROM services s WHERE ${where.join(' AND ')}
        ORDER BY ${key}, s.id LIMIT ${param(criteria.limit, 'int')}`,
      values,
    };
  }
  if (criteria.after) {
    where.push(
      `(s.created_at, s.id) < (${param(criteria.after.key, 'timestamptz')}, ${param(criteria.after.id, 'uuid')})`,
    );
  }
  return {
    text: `SELECT ${columns}, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key,
        NULL::float8 AS distance_metres
      FROM services s WHERE ${where.join(' AND ')}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${param(criteria.limit, 'int')}`,
    values,
  };
}
