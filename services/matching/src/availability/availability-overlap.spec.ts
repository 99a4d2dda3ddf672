import { availabilityRulesSchema } from './availability-rule.schema';
import { hourlyStates, sharedHours } from './availability-overlap';
import { londonHoursAhead } from './london-hours';

// Monday 16 March 2026, 00:00 in London (GMT); British Summer Time starts on Sunday 29 March at 01:00 GMT.
const FROM = new Date('2026-03-16T00:00:00Z');

describe('availability overlap', () => {
  const hours = londonHoursAhead(FROM);

  it('expands eight weeks of real hours', () => {
    expect(hours).toHaveLength(8 * 7 * 24);
    expect(hours[0]).toEqual({ date: '2026-03-16', weekday: 1, minuteOfDay: 0 });
  });

  it('counts alternate weekends in local days: the weekend the clocks go forward has 47 hours', () => {
    // Weekends from Saturday 28 March: 28-29 March (BST starts), 11-12 April, 25-26 April, 9-10 May (the last two days).
    const rules = [{ kind: 'alternate_weekends' as const, state: 'child_free' as const, startsOn: '2026-03-28' }];
    const states = hourlyStates(rules, hours);
    expect(sharedHours(states, states)).toBe(47 + 48 + 48 + 48);
  });

  it('counts only hours in the same state, weekly times in London local time across the change', () => {
    const mine = [{ kind: 'weekly' as const, state: 'child_free' as const, days: [2, 4], from: '19:00', to: '22:00' }];
    const theirs = [
      { kind: 'weekly' as const, state: 'child_free' as const, days: [2], from: '20:00', to: '23:00' },
      { kind: 'weekly' as const, state: 'with_children' as const, days: [4], from: '18:00', to: '23:00' },
    ];
    // Tuesdays 20:00-22:00 local, eight of them: 2 hours each, whether GMT or BST.
    expect(sharedHours(hourlyStates(mine, hours), hourlyStates(theirs, hours))).toBe(16);
  });

  it('lets a later rule override an earlier one for the same hour', () => {
    const rules = [
      { kind: 'weekly' as const, state: 'child_free' as const, days: [1], from: '09:00', to: '12:00' },
      { kind: 'weekly' as const, state: 'with_children' as const, days: [1], from: '11:00', to: '12:00' },
    ];
    const states = hourlyStates(rules, hours.slice(0, 24));
    expect(states.filter((state) => state === 'child_free')).toHaveLength(2);
    expect(states.filter((state) => state === 'with_children')).toHaveLength(1);
  });
});

describe('availability rules', () => {
  const messageOf = (input: unknown) => availabilityRulesSchema.safeParse(input).error?.issues[0]?.message;

  it('refuses a weekly time without days or with its end before its start', () => {
    expect(messageOf([{ kind: 'weekly', state: 'child_free', days: [], from: '09:00', to: '10:00' }])).toBe(
      'A weekly time needs days and a start before its end',
    );
    expect(messageOf([{ kind: 'weekly', state: 'child_free', days: [1], from: '10:00', to: '09:00' }])).toBe(
      'A weekly time needs days and a start before its end',
    );
  });

  it('refuses alternate weekends that do not start on a Saturday, and more than 20 rules', () => {
    expect(messageOf([{ kind: 'alternate_weekends', state: 'child_free', startsOn: '2026-03-29' }])).toBe(
      'Alternate weekends start on a Saturday',
    );
    const rule = { kind: 'alternate_weekends', state: 'child_free', startsOn: '2026-03-28' };
    expect(messageOf(Array.from({ length: 21 }, () => rule))).toBe('At most 20 times');
    expect(messageOf(Array.from({ length: 20 }, () => rule))).toBeUndefined();
  });
});
