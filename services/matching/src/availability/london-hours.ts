/** One hour of the coming weeks, as Europe/London sees its start. */
export interface LondonHour {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes after local midnight at which the hour starts. */
  minuteOfDay: number;
}

const HOUR_MS = 3_600_000;
export const WEEKS_AHEAD = 8;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function londonHourOf(instant: Date): LondonHour {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The real hours (UTC instants, so a DST change gives a 23- or 25-hour day) from the first whole hour after `from`
 * for `weeks` weeks, each as London sees it.
 */
export function londonHoursAhead(from: Date, weeks = WEEKS_AHEAD): LondonHour[] {
  const first = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  const count = weeks * 7 * 24;
  return Array.from({ length: count }, (_, index) => londonHourOf(new Date(first + index * HOUR_MS)));
}
