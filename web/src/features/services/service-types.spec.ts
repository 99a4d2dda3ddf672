import { currentServiceType, OLDER_SERVICE_TYPES, SERVICE_TYPE_KEYS, serviceTypeLabel } from './service-types';

describe('service types', () => {
  it('labels the seven current types', () => {
    expect(SERVICE_TYPE_KEYS.map(serviceTypeLabel)).toEqual([
      'Home Swap',
      'Holiday Gathering',
      'Pet Services',
      'Playdate',
      'Video Call',
      'Childcare',
      'Wellbeing Activity',
    ]);
  });

  it('keeps the older labels and maps each older key to its current type', () => {
    expect(
      Object.entries(OLDER_SERVICE_TYPES).map(([key, info]) => [key, info.label, currentServiceType(key)]),
    ).toEqual([
      ['childcare_sharing', 'Childcare Sharing', 'childcare'],
      ['playdate', 'Playdate Planning', 'playdate'],
      ['holiday', 'Holiday Together', 'holiday_gathering'],
      ['home_swapping', 'Home Swapping', 'rent_swap_home'],
      ['pet_sitting', 'Pet Sitting & Boarding', 'pet_services'],
      ['wellbeing', 'Wellbeing Activities', 'wellbeing_activity'],
      ['meetup', 'Meet & Connect', 'video_call'],
    ]);
    expect(currentServiceType('toString')).toBeUndefined();
    expect(serviceTypeLabel('unknown_key')).toBe('unknown_key');
  });
});
