const LONDON = 'Europe/London';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric' });

/** The day `at` falls on in Europe/London, as 'YYYY-MM-DD'. */
export const londonDayOf = (at: Date): string => isoDay.format(at);

/** e.g. '5 March 2030' (the day in Europe/London). */
export const longLondonDay = (at: Date): string => longDay.format(at);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
