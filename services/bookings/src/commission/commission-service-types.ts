/** The seven current service types (listings owns the list; bookings keeps a copy, as services share no code). */
export const COMMISSION_SERVICE_TYPES = [
  'rent_swap_home',
  'holiday_gathering',
  'pet_services',
  'playdate',
  'video_call',
  'childcare',
  'wellbeing_activity',
] as const;

export type CommissionServiceType = (typeof COMMISSION_SERVICE_TYPES)[number];

/** The platform's rate for a type no admin has set: 13%. */
export const DEFAULT_COMMISSION_RATE = '0.13';
