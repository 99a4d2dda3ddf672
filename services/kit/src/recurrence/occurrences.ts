import type { RecurrenceRule } from './recurrence-rule';

/** One occurrence of a series: its calendar day in the series' time zone, and when it starts and ends. */
export interface Occurrence {
  /** 'YYYY-MM-DD' in the series' time zone. */
  day: string;
  startsAt: Date;
  endsAt: Date;
}

export interface OccurrenceWindow {
  /** When the first occurrence starts; its wall-clock time in `timeZone` is every occurrence's time. */
  firstStart: Date;
  durationMinutes: number;
  /** Occurrences ending before this are left out (they still count towards COUNT). */
  from: Date;
  timeZone?: string;
  /** How far after `from` occurrences are generated; 26 weeks unless told. */
  horizonDays?: number;
  /** At most this many occurrences; 26 unless told. */
  limit?: number;
}

export const DEFAULT_TIME_ZONE = 'Europe/London';
export const OCCURRENCE_HORIZON_DAYS = 26 * 7;
export const OCCURRENCE_LIMIT = 26;

const DAY_MS = 86_400_000;

/** The series' occurrences from `from` on, within the horizon and the limit, in order. */
export function occurrencesOf(rule: RecurrenceRule, window: OccurrenceWindow): Occurrence[] {
  const timeZone = window.timeZone ?? DEFAULT_TIME_ZONE;
  const limit = window.limit ?? OCCURRENCE_LIMIT;
  const start = wallClockOf(window.firstStart, timeZone);
  const lastDay = Math.min(
    dayNumberOf(wallClockOf(window.from, timeZone)) + (window.horizonDays ?? OCCURRENCE_HORIZON_DAYS),
    rule.until === null ? Number.POSITIVE_INFINITY : dayNumberOfText(rule.until),
  );
  const firstDay = dayNumberOf(start);
  const durationMs = window.durationMinutes * 60_000;
  const found: Occurrence[] = [];
  let counted = 0;
  for (let day = firstDay; day <= lastDay && found.length < limit; day += 1) {
    // The first start is always the first occurrence (RFC 5545's DTSTART), whether the rule names its day or not.
    if (day !== firstDay && !matches(rule, firstDay, day)) continue;
    counted += 1;
    if (rule.count !== null && counted > rule.count) break;
    const startsAt = instantOf(day, start, timeZone);
    const endsAt = new Date(startsAt.getTime() + durationMs);
    if (endsAt <= window.from) continue;
    found.push({ day: dayText(day), startsAt, endsAt });
  }
  return found;
}

function matches(rule: RecurrenceRule, firstDay: number, day: number): boolean {
  switch (rule.frequency) {
    case 'DAILY':
      return (day - firstDay) % rule.interval === 0;
    case 'WEEKLY': {
      const weeks = Math.floor((day - mondayOf(firstDay)) / 7);
      if (weeks % rule.interval !== 0) return false;
      const weekdays = rule.byWeekday.length > 0 ? rule.byWeekday.map((entry) => entry.weekday) : [weekdayOf(firstDay)];
      return weekdays.includes(weekdayOf(day));
    }
    case 'MONTHLY':
      return matchesMonthly(rule, firstDay, day);
  }
}

function matchesMonthly(rule: RecurrenceRule, firstDay: number, day: number): boolean {
  const first = new Date(firstDay * DAY_MS);
  const date = new Date(day * DAY_MS);
  const months = (date.getUTCFullYear() - first.getUTCFullYear()) * 12 + date.getUTCMonth() - first.getUTCMonth();
  if (months % rule.interval !== 0) return false;
  const dayOfMonth = date.getUTCDate();
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  if (rule.byMonthDay.length > 0) {
    return rule.byMonthDay.some((wanted) => (wanted > 0 ? wanted : daysInMonth + 1 + wanted) === dayOfMonth);
  }
  if (rule.byWeekday.length > 0) {
    return rule.byWeekday.some((entry) => {
      if (entry.weekday !== weekdayOf(day)) return false;
      if (entry.nth === null) return true;
      if (entry.nth > 0) return Math.ceil(dayOfMonth / 7) === entry.nth;
      return Math.floor((daysInMonth - dayOfMonth) / 7) + 1 === -entry.nth;
    });
  }
  // Monthly on the first start's day: a month without that day (the 31st in April) has no occurrence.
  return dayOfMonth === first.getUTCDate();
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock on the wall in `timeZone` shows at `at`. */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/**
 * The instant the wall clock in `timeZone` shows `time` on `day`. A time the clocks skip (spring forward) comes out
 * an hour later; a time they show twice (autumn) is its first showing.
 */
function instantOf(day: number, time: WallClock, timeZone: string): Date {
  const asUtc = day * DAY_MS + ((time.hour * 60 + time.minute) * 60 + time.second) * 1000;
  const offsetBefore = offsetMs(new Date(asUtc - DAY_MS), timeZone);
  const offsetAfter = offsetMs(new Date(asUtc + DAY_MS), timeZone);
  const showing = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((candidate) => {
      const wall = wallClockOf(new Date(candidate), timeZone);
      return dayNumberOf(wall) === day && wall.hour === time.hour && wall.minute === time.minute;
    })
    .sort((a, b) => a - b);
  return new Date(showing[0] ?? asUtc - offsetBefore);
}

function offsetMs(at: Date, timeZone: string): number {
  const wall = wallClockOf(at, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const dayNumberOf = (wall: WallClock): number => Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS;

const dayNumberOfText = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 0 = Monday ... 6 = Sunday (RFC 5545 weeks start on Monday unless WKST says otherwise). */
const weekdayOf = (day: number): number => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

const mondayOf = (day: number): number => day - weekdayOf(day);
