// PROVISIONAL (helper E): helper F owns this file; the lead keeps F's version.
/** The seven current service type keys, in the order the create form shows them. */
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

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  rent_swap_home: 'Home Swap',
  holiday_gathering: 'Holiday Gathering',
  pet_services: 'Pet Services',
  playdate: 'Playdate',
  video_call: 'Video Call',
  childcare: 'Childcare',
  wellbeing_activity: 'Wellbeing Activity',
};

export function serviceTypeLabel(key: string): string {
  return (SERVICE_TYPE_LABELS as Record<string, string | undefined>)[key] ?? key;
}
