/** The spec's matching service types, in the order the web shows them. */
export const MATCHING_SERVICE_TYPES = [
  'childcare_sharing',
  'playdates',
  'holiday',
  'home_swapping',
  'pet_sitting',
  'wellbeing',
] as const;

export type MatchingServiceType = (typeof MATCHING_SERVICE_TYPES)[number];

/** Words for a service type in an explanation ('You both offer pet sitting'). */
export const SERVICE_TYPE_WORDS: Record<MatchingServiceType, string> = {
  childcare_sharing: 'childcare sharing',
  playdates: 'playdates',
  holiday: 'holidays',
  home_swapping: 'home swapping',
  pet_sitting: 'pet sitting',
  wellbeing: 'wellbeing',
};

/** Which matching type a listed service counts as (listings' types); video calls count as none. */
const FROM_LISTING_TYPE: Record<string, MatchingServiceType> = {
  childcare: 'childcare_sharing',
  playdate: 'playdates',
  holiday_gathering: 'holiday',
  rent_swap_home: 'home_swapping',
  pet_services: 'pet_sitting',
  wellbeing_activity: 'wellbeing',
};

export function matchingTypeOfListing(listingType: string): string {
  return FROM_LISTING_TYPE[listingType] ?? listingType;
}

export function isMatchingServiceType(value: string): value is MatchingServiceType {
  return (MATCHING_SERVICE_TYPES as readonly string[]).includes(value);
}
