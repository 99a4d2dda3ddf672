/**
 * The part of RFC 5545's RRULE a host may write for a recurring service or event: FREQ (DAILY, WEEKLY or MONTHLY),
 * INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL. Anything else is refused with a message a person can act on.
 */
export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** A BYDAY entry: a weekday (0 = Monday), and for MONTHLY an optional nth (1..5, or -1..-5 from the month's end). */
export interface RuleWeekday {
  weekday: number;
  nth: number | null;
}

export interface RecurrenceRule {
  frequency: RecurrenceFrequency;
  interval: number;
  byWeekday: RuleWeekday[];
  byMonthDay: number[];
  count: number | null;
  /** The last calendar day ('YYYY-MM-DD') an occurrence may fall on, inclusive. */
  until: string | null;
}

export const MAX_RECURRENCE_INTERVAL = 52;
export const MAX_RECURRENCE_COUNT = 520;
export const MAX_RECURRENCE_RULE_LENGTH = 200;

/** The presets a host picks from; 'custom' carries its own rule. */
export const REPEAT_PRESETS = ['weekly', 'biweekly', 'monthly'] as const;
export type RepeatPreset = (typeof REPEAT_PRESETS)[number];

const PRESET_RULES: Record<RepeatPreset, string> = {
  weekly: 'FREQ=WEEKLY',
  biweekly: 'FREQ=WEEKLY;INTERVAL=2',
  monthly: 'FREQ=MONTHLY',
};

export class RecurrenceRuleError extends Error {
  override readonly name = 'RecurrenceRuleError';
}

const KNOWN_PARTS = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL'] as const;
const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;
const BYDAY_PATTERN = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const WHOLE_NUMBER = /^[+-]?\d{1,4}$/;

/** The rule of a preset, or the custom rule as written. */
export function ruleTextOf(preset: RepeatPreset | 'custom', customRule?: string | null): string {
  return preset === 'custom' ? (customRule ?? '').trim() : PRESET_RULES[preset];
}

/** Parses and validates a rule ('RRULE:' prefix allowed); throws RecurrenceRuleError with a person's message. */
export function parseRecurrenceRule(text: string): RecurrenceRule {
  const trimmed = text.trim().replace(/^RRULE:/i, '');
  if (trimmed === '') throw new RecurrenceRuleError('Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO');
  if (trimmed.length > MAX_RECURRENCE_RULE_LENGTH) {
    throw new RecurrenceRuleError(`The repeat rule must be under ${MAX_RECURRENCE_RULE_LENGTH} characters`);
  }
  const parts = new Map<string, string>();
  for (const part of trimmed.toUpperCase().split(';')) {
    const [name, value, ...rest] = part.split('=');
    if (!name || value === undefined || value === '' || rest.length > 0) {
      throw new RecurrenceRuleError(`"${part}" is not a NAME=VALUE part of a repeat rule`);
    }
    if (!(KNOWN_PARTS as readonly string[]).includes(name)) {
      throw new RecurrenceRuleError(`${name} is not supported: use FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL`);
    }
    if (parts.has(name)) throw new RecurrenceRuleError(`${name} appears twice in the repeat rule`);
    parts.set(name, value);
  }
  const frequency = parts.get('FREQ');
  if (!frequency) throw new RecurrenceRuleError('The repeat rule needs FREQ (DAILY, WEEKLY or MONTHLY)');
  if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(frequency)) {
    throw new RecurrenceRuleError('FREQ must be DAILY, WEEKLY or MONTHLY');
  }
  const rule: RecurrenceRule = {
    frequency: frequency as RecurrenceFrequency,
    interval: wholeNumberPart(parts.get('INTERVAL'), 'INTERVAL', 1, MAX_RECURRENCE_INTERVAL) ?? 1,
    byWeekday: weekdaysOf(parts.get('BYDAY'), frequency as RecurrenceFrequency),
    byMonthDay: monthDaysOf(parts.get('BYMONTHDAY'), frequency as RecurrenceFrequency),
    count: wholeNumberPart(parts.get('COUNT'), 'COUNT', 1, MAX_RECURRENCE_COUNT),
    until: untilOf(parts.get('UNTIL')),
  };
  if (rule.count !== null && rule.until !== null) {
    throw new RecurrenceRuleError('A repeat rule may end by COUNT or by UNTIL, not both');
  }
  if (rule.byWeekday.length > 0 && rule.byMonthDay.length > 0) {
    throw new RecurrenceRuleError('Please use BYDAY or BYMONTHDAY, not both');
  }
  return rule;
}

/** The rule written back in RFC 5545 form, parts in a fixed order. */
export function formatRecurrenceRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.frequency}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byWeekday.length > 0) {
    parts.push(`BYDAY=${rule.byWeekday.map((day) => `${day.nth ?? ''}${WEEKDAY_CODES[day.weekday]}`).join(',')}`);
  }
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll('-', '')}`);
  return parts.join(';');
}

function wholeNumberPart(value: string | undefined, name: string, min: number, max: number): number | null {
  if (value === undefined) return null;
  const number = WHOLE_NUMBER.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new RecurrenceRuleError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

function weekdaysOf(value: string | undefined, frequency: RecurrenceFrequency): RuleWeekday[] {
  if (value === undefined) return [];
  if (frequency === 'DAILY') throw new RecurrenceRuleError('BYDAY applies to WEEKLY or MONTHLY rules');
  const days = value.split(',').map((entry) => {
    const match = BYDAY_PATTERN.exec(entry);
    if (!match)
      throw new RecurrenceRuleError(`BYDAY "${entry}" must be MO, TU, WE, TH, FR, SA or SU (e.g. 2TU monthly)`);
    const nth = match[1] === undefined ? null : Number(match[1]);
    if (nth !== null && frequency !== 'MONTHLY') {
      throw new RecurrenceRuleError('A numbered BYDAY (e.g. 2TU) applies only to MONTHLY rules');
    }
    return { weekday: WEEKDAY_CODES.indexOf(match[2] as WeekdayCode), nth };
  });
  return uniqueBy(days, (day) => `${day.nth}${day.weekday}`);
}

function monthDaysOf(value: string | undefined, frequency: RecurrenceFrequency): number[] {
  if (value === undefined) return [];
  if (frequency !== 'MONTHLY') throw new RecurrenceRuleError('BYMONTHDAY applies only to MONTHLY rules');
  const days = value.split(',').map((entry) => {
    const day = WHOLE_NUMBER.test(entry) ? Number(entry) : Number.NaN;
    if (!Number.isInteger(day) || day === 0 || day < -31 || day > 31) {
      throw new RecurrenceRuleError('BYMONTHDAY must be from 1 to 31, or -1 to -31 counted from the month end');
    }
    return day;
  });
  return uniqueBy(days, String);
}

function untilOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = UNTIL_PATTERN.exec(value);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!match || !isCalendarDayText(day)) {
    throw new RecurrenceRuleError('UNTIL must be a date written YYYYMMDD (e.g. 20301231)');
  }
  return day;
}

function isCalendarDayText(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined);
}
