import { currentServiceType, OLDER_TYPE_KEYS } from './older-type-keys';
import { SERVICE_TYPES } from './service-types';

describe('currentServiceType', () => {
  it.each(SERVICE_TYPES)('keeps the current key %s', (key) => {
    expect(currentServiceType(key)).toBe(key);
  });

  it.each([
    ['childcare_sharing', 'childcare'],
    ['playdate', 'playdate'],
    ['playdates', 'playdate'],
    ['holiday', 'holiday_gathering'],
    ['home_swapping', 'rent_swap_home'],
    ['pet_sitting', 'pet_services'],
    ['wellbeing', 'wellbeing_activity'],
    ['meetup', 'video_call'],
  ])('maps the older key %s to %s', (older, current) => {
    expect(currentServiceType(older)).toBe(current);
  });

  it('maps every older key to a current one', () => {
    for (const current of Object.values(OLDER_TYPE_KEYS)) expect(SERVICE_TYPES).toContain(current);
  });

  it.each(['', 'Childcare', 'babysitting', 'toString', '__proto__', 'constructor'])('knows nothing of %j', (key) => {
    expect(currentServiceType(key)).toBeUndefined();
  });
});
