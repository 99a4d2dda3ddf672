import { minutesOf, type AvailabilityRule, type AvailabilityState } from './availability-rule.schema';
import type { LondonHour } from './london-hours';

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether a rule covers an hour; weekly times are read into minutes once per rule. */
type HourTest = (hour: LondonHour) => boolean;

function coverageOf(rule: AvailabilityRule): HourTest {
  if (rule.kind === 'weekly') {
    const from = minutesOf(rule.from);
    const to = minutesOf(rule.to);
    return (hour) => rule.days.includes(hour.weekday) && hour.minuteOfDay >= from && hour.minuteOfDay < to;
  }
  return (hour) => {
    if (hour.weekday !== 6 && hour.weekday !== 7) return false;
    const saturday = hour.weekday === 6 ? hour.date : shiftDate(hour.date, -1);
    const days = daysBetween(rule.startsOn, saturday);
    return days >= 0 && days % 14 === 0;
  };
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Each hour's state under a member's rules (the last rule that covers an hour wins), or null when none does. */
export function hourlyStates(
  rules: readonly AvailabilityRule[],
  hours: readonly LondonHour[],
): (AvailabilityState | null)[] {
  const tests = rules.map((rule) => ({ state: rule.state, covers: coverageOf(rule) }));
  return hours.map((hour) => {
    let state: AvailabilityState | null = null;
    for (const test of tests) if (test.covers(hour)) state = test.state;
    return state;
  });
}

/** How many hours both members are in the same state: both child-free, or both with their children. */
export function sharedHours(
  mine: readonly (AvailabilityState | null)[],
  theirs: readonly (AvailabilityState | null)[],
): number {
  let shared = 0;
  mine.forEach((state, index) => {
    if (state !== null && state === theirs[index]) shared += 1;
  });
  return shared;
}
