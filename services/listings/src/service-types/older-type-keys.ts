import { isServiceType, type ServiceType } from './service-types';

/**
 * The one table from the type keys of the older service model (the spec's browse and marketing views, and
 * matching's list) to the current ones (docs/decisions/017-older-service-type-keys.md). Applied wherever a type is
 * taken: create, update and the browse `type` filter.
 */
export const OLDER_TYPE_KEYS: Readonly<Record<string, ServiceType>> = {
  childcare_sharing: 'childcare',
  playdate: 'playdate',
  playdates: 'playdate',
  holiday: 'holiday_gathering',
  home_swapping: 'rent_swap_home',
  pet_sitting: 'pet_services',
  wellbeing: 'wellbeing_activity',
  meetup: 'video_call',
};

/** The current type a key names, whether current or older; undefined for anything else. */
export function currentServiceType(key: string): ServiceType | undefined {
  if (isServiceType(key)) return key;
  return Object.hasOwn(OLDER_TYPE_KEYS, key) ? OLDER_TYPE_KEYS[key] : undefined;
}
