import { BEST_POSTING_TIMES, parseHashtags, platformsOverLimit, scheduleInstant, statusLabel } from './social-words';

it('splits hashtags on commas, trims them and drops empties', () => {
  expect(parseHashtags(' playdate, Leeds ,, ,toddlers ')).toEqual(['playdate', 'Leeds', 'toddlers']);
  expect(parseHashtags('')).toEqual([]);
});

it('warns only about the chosen platforms whose own limit the content is over', () => {
  const tweetAndOne = 'x'.repeat(281);
  expect(platformsOverLimit(tweetAndOne, ['facebook', 'twitter']).map((platform) => platform.key)).toEqual(['twitter']);
  expect(platformsOverLimit('x'.repeat(280), ['twitter'])).toEqual([]);
  expect(platformsOverLimit('x'.repeat(2201), ['instagram', 'linkedin']).map((platform) => platform.key)).toEqual([
    'instagram',
  ]);
  expect(platformsOverLimit('x'.repeat(3001), ['linkedin']).map((platform) => platform.characterLimit)).toEqual([3000]);
});

it('names the statuses as the spec does, anything else being a draft', () => {
  expect(statusLabel({ status: 'published' })).toBe('Published');
  expect(statusLabel({ status: 'scheduled' })).toBe('Scheduled');
  expect(statusLabel({ status: 'failed' })).toBe('Failed');
  expect(statusLabel({ status: 'draft' })).toBe('Draft');
});

it('keeps the best posting times of the spec', () => {
  expect(BEST_POSTING_TIMES.map((time) => `${time.platform} ${time.window}`)).toEqual([
    'Facebook 9 AM-3 PM',
    'Instagram 11 AM-1 PM',
    'Twitter 12 PM-3 PM',
    'LinkedIn 8 AM-10 AM',
  ]);
});

it('sends a schedule as an instant, and an empty one as null', () => {
  expect(scheduleInstant('')).toBeNull();
  expect(scheduleInstant('2030-03-10T11:00')).toBe(new Date('2030-03-10T11:00').toISOString());
});
