/** The seven service types, by the keys stored and returned. */
export const SERVICE_TYPES = [
  'rent_swap_home',
  'holiday_gathering',
  'pet_services',
  'playdate',
  'video_call',
  'childcare',
  'wellbeing_activity',
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The older keys of the browse views and matching's list, each mapped to its current type. */
const OLDER_TYPE_KEYS: Record<string, ServiceType> = {
  childcare_sharing: 'childcare',
  playdates: 'playdate',
  holiday: 'holiday_gathering',
  home_swapping: 'rent_swap_home',
  pet_sitting: 'pet_services',
  wellbeing: 'wellbeing_activity',
  meetup: 'video_call',
};

/** The current type of a current or older key; undefined for anything else. */
export function currentServiceType(key: string): ServiceType | undefined {
  if ((SERVICE_TYPES as readonly string[]).includes(key)) return key as ServiceType;
  return Object.hasOwn(OLDER_TYPE_KEYS, key) ? OLDER_TYPE_KEYS[key] : undefined;
}
