import { occurrencesOf } from './occurrences';
import { parseRecurrenceRule, ruleTextOf } from './recurrence-rule';

const days = (
  rule: string,
  firstStart: string,
  from = firstStart,
  extra: { limit?: number; horizonDays?: number } = {},
) =>
  occurrencesOf(parseRecurrenceRule(rule), {
    firstStart: new Date(firstStart),
    durationMinutes: 60,
    from: new Date(from),
    ...extra,
  });

describe('occurrencesOf', () => {
  it('puts a fortnightly series 14 days apart from its first day', () => {
    const found = days(ruleTextOf('biweekly'), '2030-01-07T10:00:00Z', '2030-01-07T00:00:00Z', { limit: 3 });
    expect(found.map((occurrence) => occurrence.day)).toEqual(['2030-01-07', '2030-01-21', '2030-02-04']);
    expect(found[1].endsAt.getTime() - found[1].startsAt.getTime()).toBe(60 * 60_000);
  });

  it('keeps the wall-clock time in London across the spring and autumn clock changes', () => {
    const found = days('FREQ=WEEKLY;COUNT=3', '2030-03-24T10:00:00Z');
    expect(found.map((occurrence) => occurrence.startsAt.toISOString())).toEqual([
      '2030-03-24T10:00:00.000Z',
      '2030-03-31T09:00:00.000Z',
      '2030-04-07T09:00:00.000Z',
    ]);
    const autumn = days('FREQ=WEEKLY;COUNT=2', '2030-10-20T09:00:00Z');
    expect(autumn.map((occurrence) => occurrence.startsAt.toISOString())).toEqual([
      '2030-10-20T09:00:00.000Z',
      '2030-10-27T10:00:00.000Z',
    ]);
  });

  it('moves a time the clocks skip an hour later, and takes the first showing of a time shown twice', () => {
    const spring = days('FREQ=DAILY;COUNT=2', '2030-03-30T01:30:00Z');
    expect(spring[1].startsAt.toISOString()).toBe('2030-03-31T01:30:00.000Z');
    const autumn = days('FREQ=DAILY;COUNT=2', '2030-10-26T00:30:00Z');
    expect(autumn[1].startsAt.toISOString()).toBe('2030-10-27T00:30:00.000Z');
  });

  it('skips months without the first day of a monthly series, and counts -1 as the last day', () => {
    expect(days('FREQ=MONTHLY;COUNT=4', '2030-01-31T18:00:00Z').map((occurrence) => occurrence.day)).toEqual([
      '2030-01-31',
      '2030-03-31',
      '2030-05-31',
      '2030-07-31',
    ]);
    expect(
      days('FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3', '2030-01-31T18:00:00Z').map((occurrence) => occurrence.day),
    ).toEqual(['2030-01-31', '2030-02-28', '2030-03-31']);
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(days('FREQ=MONTHLY;BYDAY=2TU;COUNT=3', '2030-01-08T19:00:00Z').map((occurrence) => occurrence.day)).toEqual([
      '2030-01-08',
      '2030-02-12',
      '2030-03-12',
    ]);
    expect(days('FREQ=MONTHLY;BYDAY=-1FR;COUNT=2', '2030-01-25T19:00:00Z').map((occurrence) => occurrence.day)).toEqual(
      ['2030-01-25', '2030-02-22'],
    );
  });

  it('ends on UNTIL inclusive, and on COUNT counted from the first occurrence even when the past is left out', () => {
    expect(
      days('FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20300117', '2030-01-07T10:00:00Z').map((occurrence) => occurrence.day),
    ).toEqual(['2030-01-07', '2030-01-10', '2030-01-14', '2030-01-17']);
    expect(
      days('FREQ=WEEKLY;COUNT=3', '2030-01-07T10:00:00Z', '2030-01-15T00:00:00Z').map((occurrence) => occurrence.day),
    ).toEqual(['2030-01-21']);
  });

  it('stops at the limit and the horizon', () => {
    expect(days('FREQ=DAILY', '2030-01-01T10:00:00Z')).toHaveLength(26);
    expect(days('FREQ=WEEKLY', '2030-01-01T10:00:00Z', '2030-01-01T00:00:00Z', { horizonDays: 20 })).toHaveLength(3);
  });
});

describe('parseRecurrenceRule', () => {
  it.each([
    ['', 'Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO'],
    ['FREQ=YEARLY', 'FREQ must be DAILY, WEEKLY or MONTHLY'],
    ['FREQ=WEEKLY;BYHOUR=3', 'BYHOUR is not supported: use FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL'],
    ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL must be a whole number from 1 to 52'],
    ['FREQ=WEEKLY;COUNT=3;UNTIL=20300101', 'A repeat rule may end by COUNT or by UNTIL, not both'],
    ['FREQ=WEEKLY;BYDAY=2TU', 'A numbered BYDAY (e.g. 2TU) applies only to MONTHLY rules'],
    ['FREQ=WEEKLY;BYMONTHDAY=3', 'BYMONTHDAY applies only to MONTHLY rules'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY must be from 1 to 31, or -1 to -31 counted from the month end'],
    ['FREQ=WEEKLY;UNTIL=20300230', 'UNTIL must be a date written YYYYMMDD (e.g. 20301231)'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'FREQ appears twice in the repeat rule'],
  ])('refuses %p', (rule, message) => {
    expect(() => parseRecurrenceRule(rule)).toThrow(message);
  });

  it('reads an RRULE: prefix, lower case and an UNTIL with a time', () => {
    expect(parseRecurrenceRule('RRULE:freq=weekly;interval=2;byday=mo,we;until=20301231T235959Z')).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      byWeekday: [
        { weekday: 0, nth: null },
        { weekday: 2, nth: null },
      ],
      byMonthDay: [],
      count: null,
      until: '2030-12-31',
    });
  });
});
