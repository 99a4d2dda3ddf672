import { isStillOn, joinAvailability } from './join-rule';
import { durationWords, meetingDateTime, timeFromNow } from './meeting-words';
import { aMeeting } from './testing/meeting-fixtures';

// 14:00 UTC on 14 March 2030 is 14:00 in London (GMT); in summer London is an hour ahead.
const meeting = aMeeting({ scheduledFor: '2030-03-14T14:00:00.000Z', duration: 60 });
const at = (iso: string) => new Date(iso);

describe('when Join is open', () => {
  it('is shut, with its opening time, until 15 minutes before the start', () => {
    expect(joinAvailability(meeting, at('2030-03-14T13:44:59.999Z'))).toEqual({
      state: 'not-yet',
      opensAt: '2030-03-14T13:45:00.000Z',
    });
  });

  it('opens exactly 15 minutes before the start and stays open until the scheduled end', () => {
    expect(joinAvailability(meeting, at('2030-03-14T13:45:00.000Z'))).toEqual({ state: 'open' });
    expect(joinAvailability(meeting, at('2030-03-14T14:59:59.999Z'))).toEqual({ state: 'open' });
  });

  it('is gone once a meeting nobody started has passed its end, but stays while a live call runs over', () => {
    expect(joinAvailability(meeting, at('2030-03-14T15:00:00.000Z'))).toEqual({ state: 'hidden' });
    expect(joinAvailability({ ...meeting, status: 'active' }, at('2030-03-14T15:20:00.000Z'))).toEqual({
      state: 'open',
    });
  });

  it.each(['completed', 'cancelled'] as const)('is gone for a %s meeting, even before its start', (status) => {
    expect(joinAvailability({ ...meeting, status }, at('2030-03-14T13:00:00.000Z'))).toEqual({ state: 'hidden' });
    expect(isStillOn({ ...meeting, status }, at('2030-03-14T13:00:00.000Z'))).toBe(false);
  });
});

describe('meeting times, always in UK time', () => {
  it('reads the date and time in London, in winter and in summer', () => {
    expect(meetingDateTime('2030-03-14T14:00:00.000Z')).toBe('Thu, 14 March 2030 at 14:00');
    expect(meetingDateTime('2030-07-04T14:00:00.000Z')).toBe('Thu, 4 July 2030 at 15:00');
  });

  it('gives only the time when it is today in London, and the day as well otherwise', () => {
    expect(timeFromNow('2030-03-14T13:45:00.000Z', at('2030-03-14T09:00:00.000Z'))).toBe('13:45');
    expect(timeFromNow('2030-03-14T13:45:00.000Z', at('2030-03-13T23:30:00.000Z'))).toBe('13:45 on Thu 14 March');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: the same London day as a meeting at 08:00 BST.
    expect(timeFromNow('2030-07-01T07:00:00.000Z', at('2030-06-30T23:30:00.000Z'))).toBe('08:00');
  });

  it('says a duration in hours and minutes', () => {
    expect(durationWords(15)).toBe('15 minutes');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(90)).toBe('1 hour 30 minutes');
    expect(durationWords(480)).toBe('8 hours');
  });
});
