import { isBookable, occurrenceWhen, placesLeftLabel } from './occurrence-words';

const occurrence = { serviceId: 's', date: '2030-04-01', capacity: 3 };

describe('occurrence words', () => {
  it('tells the day and the London times, summer time included', () => {
    expect(occurrenceWhen({ startsAt: '2030-04-01T09:00:00.000Z', endsAt: '2030-04-01T10:30:00.000Z' })).toBe(
      'Mon, 1 April 2030, 10:00–11:30',
    );
  });

  it('counts the places left, and says full, paused or cancelled', () => {
    expect(placesLeftLabel({ placesLeft: 2, state: 'scheduled' })).toBe('2 places left');
    expect(placesLeftLabel({ placesLeft: 1, state: 'scheduled' })).toBe('1 place left');
    expect(placesLeftLabel({ placesLeft: 0, state: 'scheduled' })).toBe('full');
    expect(placesLeftLabel({ placesLeft: 2, state: 'paused' })).toBe('paused');
  });

  it('lets a guest pick only a scheduled occurrence with a place left', () => {
    const at = { startsAt: '2030-04-01T09:00:00.000Z', endsAt: '2030-04-01T10:00:00.000Z' };
    expect(isBookable({ ...occurrence, ...at, placesLeft: 1, state: 'scheduled' })).toBe(true);
    expect(isBookable({ ...occurrence, ...at, placesLeft: 0, state: 'scheduled' })).toBe(false);
    expect(isBookable({ ...occurrence, ...at, placesLeft: 1, state: 'paused' })).toBe(false);
  });
});
