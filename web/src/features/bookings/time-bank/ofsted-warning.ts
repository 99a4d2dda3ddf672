/** Age ranges that include children under 8 (childcare's ageRangeAccepted; unset counts as any age). */
const UNDER_EIGHT_RANGES = ['', '0-2', '3-5', '6-8', 'all_ages'];

export const PAID_AT_HOME_WARNING =
  'In England, looking after children under 8 in your home for money for more than 2 hours a day needs Ofsted ' +
  'registration. Unpaid swaps between friends do not.';
export const MORE_THAN_TWO_FAMILIES_WARNING =
  'In England, looking after children from more than two families at once needs Ofsted registration, even when ' +
  'no money changes hands.';

export interface CareArrangement {
  type: string;
  /** paid, reciprocal, free or flexible; '' or null when not given. */
  childcareArrangement: string | null;
  pricingType: string;
  serviceMode: string;
  ageRangeAccepted: string | null;
  /** How many bookings (one family each) the host takes at once. */
  maxParticipants: number;
  /** When known (a booking): the hours of care asked for. */
  careHours?: number;
}

const isPaid = (care: CareArrangement) =>
  care.childcareArrangement === 'paid' || care.pricingType === 'fixed_price' || care.pricingType === 'donation_based';

/**
 * When an arrangement would need Ofsted registration in England: paid care in the carer's home for under-8s over
 * 2 hours a day, or children of more than two families at once. A warning only: the member decides.
 */
export function ofstedWarnings(care: CareArrangement): string[] {
  if (care.type !== 'childcare' || care.serviceMode !== 'in_person') return [];
  const warnings: string[] = [];
  const underEight = UNDER_EIGHT_RANGES.includes(care.ageRangeAccepted ?? '');
  const overTwoHours = care.careHours === undefined || care.careHours > 2;
  if (isPaid(care) && underEight && overTwoHours) warnings.push(PAID_AT_HOME_WARNING);
  if (care.maxParticipants > 2) warnings.push(MORE_THAN_TWO_FAMILIES_WARNING);
  return warnings;
}
