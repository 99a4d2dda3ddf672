import type { MatchFactor, MatchingServiceType } from './parent-matching-api';

export const SERVICE_TYPE_LABELS: Record<MatchingServiceType, string> = {
  childcare_sharing: 'Childcare sharing',
  playdates: 'Playdates',
  holiday: 'Holidays',
  home_swapping: 'Home swapping',
  pet_sitting: 'Pet sitting',
  wellbeing: 'Wellbeing',
};

export const FACTOR_LABELS: Record<MatchFactor, string> = {
  locationCompatibility: 'Location',
  servicePreferences: 'Services',
  availabilityAlignment: 'Availability',
  communicationStyle: 'Communication',
  parentingStyle: 'Parenting',
};

/** A 0..1 score as a whole percentage. */
export const percentage = (score: number) => `${Math.round(score * 100)}%`;

export type ScoreTone = 'green' | 'blue' | 'yellow' | 'grey';

/** The spec's match badge colours: ≥0.9 green, ≥0.8 blue, ≥0.7 yellow, else grey. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 0.9) return 'green';
  if (score >= 0.8) return 'blue';
  if (score >= 0.7) return 'yellow';
  return 'grey';
}

export const SCORE_TONE_CLASSES: Record<ScoreTone, string> = {
  green: 'border-green-300 bg-green-100 text-green-900',
  blue: 'border-blue-300 bg-blue-100 text-blue-900',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  grey: 'border-gray-300 bg-gray-100 text-gray-800',
};

const matchedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export const matchDate = (iso: string) => matchedOn.format(new Date(iso));

export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;
