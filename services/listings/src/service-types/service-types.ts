/** The seven kinds of service a member can offer: the only keys listings stores or returns. */
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

/** How each type is named to members (and in messages such as 'bedrooms does not apply to Playdate services'). */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  rent_swap_home: 'Home Swap',
  holiday_gathering: 'Holiday Gathering',
  pet_services: 'Pet Services',
  playdate: 'Playdate',
  video_call: 'Video Call',
  childcare: 'Childcare',
  wellbeing_activity: 'Wellbeing Activity',
};

export const isServiceType = (key: string): key is ServiceType => (SERVICE_TYPES as readonly string[]).includes(key);
