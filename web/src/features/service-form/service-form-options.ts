import type { ServiceType } from '../services/services-api';

export interface Option {
  value: string;
  label: string;
}

export const SERVICE_MODES = [
  { value: 'in_person', label: 'In person' },
  { value: 'online', label: 'Online' },
] as const satisfies readonly Option[];

export const PRICING_TYPES = [
  { value: 'free', label: 'Free' },
  { value: 'fixed_price', label: 'Fixed price' },
  { value: 'donation_based', label: 'Donation based' },
  { value: 'exchange', label: 'Exchange (swap a service or skill)' },
] as const satisfies readonly Option[];

export const PRICED_TYPES: readonly string[] = ['fixed_price', 'donation_based'];

export const RECURRING_PATTERNS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'custom', label: 'Custom…' },
] as const satisfies readonly Option[];

export const CURRENCIES = [
  { value: 'GBP', label: 'GBP (£)' },
  { value: 'EUR', label: 'EUR (€)' },
  { value: 'USD', label: 'USD ($)' },
  { value: 'CAD', label: 'CAD ($)' },
  { value: 'AUD', label: 'AUD ($)' },
  { value: 'NZD', label: 'NZD ($)' },
] as const satisfies readonly Option[];

export const ANSWER_MAX = 500;
export const EQUIPMENT_MAX = 200;
export const AUDIENCE_MAX = 200;
export const AVAILABILITY_MAX = 500;
export const LOCATION_MAX = 200;

const options = (...pairs: [string, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));

const CHILD_AGES: [string, string][] = [
  ['0-2', '0–2 years'],
  ['3-5', '3–5 years'],
  ['6-8', '6–8 years'],
  ['9-12', '9–12 years'],
  ['13+', '13 years and over'],
];

/** One field of a type's own section; `name` is the input and output name of the contract. */
export type DetailField =
  | { kind: 'select'; name: (typeof DETAIL_SELECT_FIELDS)[number]; label: string; options: Option[] }
  | { kind: 'checklist'; name: 'amenities' | 'petTypesAccepted'; label: string; options: string[] }
  | { kind: 'text'; name: (typeof DETAIL_TEXT_FIELDS)[number]; label: string; max: number; hint: string }
  | { kind: 'count'; name: 'bedrooms'; label: string }
  | { kind: 'flag'; name: 'isCertified'; label: string; hint: string };

export const DETAIL_TEXT_FIELDS = [
  'houseRules',
  'swapPreferences',
  'whatToBring',
  'activitiesPlanned',
  'playdateActivities',
  'equipmentNeeded',
] as const;

export const DETAIL_SELECT_FIELDS = [
  'homeType',
  'eventType',
  'petServiceType',
  'experienceLevel',
  'serviceDuration',
  'childAgeRange',
  'supervisionRequired',
  'callPurpose',
  'platformPreference',
  'callDuration',
  'timeZone',
  'childcareType',
  'childcareArrangement',
  'ageRangeAccepted',
  'activityType',
  'intensityLevel',
] as const;

export type DetailName =
  | (typeof DETAIL_TEXT_FIELDS)[number]
  | (typeof DETAIL_SELECT_FIELDS)[number]
  | 'bedrooms'
  | 'amenities'
  | 'petTypesAccepted'
  | 'isCertified';

/** Each type's own section, every field of the contract's table. */
export const TYPE_DETAILS: Record<ServiceType, { heading: string; fields: DetailField[] }> = {
  rent_swap_home: {
    heading: 'Home details',
    fields: [
      {
        kind: 'select',
        name: 'homeType',
        label: 'Home type',
        options: options(
          ['apartment', 'Apartment'],
          ['house', 'House'],
          ['studio', 'Studio'],
          ['flat', 'Flat'],
          ['cottage', 'Cottage'],
          ['other', 'Other'],
        ),
      },
      { kind: 'count', name: 'bedrooms', label: 'Bedrooms' },
      {
        kind: 'checklist',
        name: 'amenities',
        label: 'Amenities',
        options: [
          'WiFi',
          'Kitchen',
          'Washing Machine',
          'Garden',
          'Parking',
          'Pet Friendly',
          'Child Friendly',
          'Heating',
          'Air Conditioning',
          'Dishwasher',
        ],
      },
      { kind: 'text', name: 'houseRules', label: 'House rules', max: ANSWER_MAX, hint: 'For example: no smoking.' },
      {
        kind: 'text',
        name: 'swapPreferences',
        label: 'Swap preferences',
        max: ANSWER_MAX,
        hint: 'Where or when you would like to swap.',
      },
    ],
  },
  holiday_gathering: {
    heading: 'Holiday details',
    fields: [
      {
        kind: 'select',
        name: 'eventType',
        label: 'Occasion',
        options: options(
          ['christmas', 'Christmas'],
          ['thanksgiving', 'Thanksgiving'],
          ['easter', 'Easter'],
          ['halloween', 'Halloween'],
          ['birthday', 'Birthday'],
          ['new_year', 'New Year'],
          ['other', 'Other'],
        ),
      },
      { kind: 'text', name: 'whatToBring', label: 'What to bring', max: ANSWER_MAX, hint: 'Food, games, decorations…' },
      {
        kind: 'text',
        name: 'activitiesPlanned',
        label: 'Activities planned',
        max: ANSWER_MAX,
        hint: 'What you will do together.',
      },
    ],
  },
  pet_services: {
    heading: 'Pet service details',
    fields: [
      {
        kind: 'select',
        name: 'petServiceType',
        label: 'Pet service',
        options: options(
          ['walking', 'Walking'],
          ['sitting', 'Sitting'],
          ['boarding', 'Boarding'],
          ['grooming', 'Grooming'],
          ['training', 'Training'],
          ['veterinary', 'Veterinary'],
        ),
      },
      {
        kind: 'checklist',
        name: 'petTypesAccepted',
        label: 'Pets accepted',
        options: [
          'Dogs Small',
          'Dogs Medium',
          'Dogs Large',
          'Cats',
          'Birds',
          'Fish',
          'Rabbits',
          'Hamsters',
          'Other Small Pets',
        ],
      },
      {
        kind: 'select',
        name: 'experienceLevel',
        label: 'Experience level',
        options: options(
          ['beginner', 'Beginner'],
          ['intermediate', 'Intermediate'],
          ['experienced', 'Experienced'],
          ['professional', 'Professional'],
        ),
      },
      {
        kind: 'select',
        name: 'serviceDuration',
        label: 'Duration',
        options: options(
          ['30min', '30 minutes'],
          ['1hour', '1 hour'],
          ['2hours', '2 hours'],
          ['half_day', 'Half a day'],
          ['full_day', 'A full day'],
          ['overnight', 'Overnight'],
          ['weekend', 'A weekend'],
          ['week', 'A week'],
        ),
      },
    ],
  },
  playdate: {
    heading: 'Playdate details',
    fields: [
      {
        kind: 'select',
        name: 'childAgeRange',
        label: "Children's ages",
        options: options(...CHILD_AGES, ['mixed', 'Mixed ages']),
      },
      {
        kind: 'select',
        name: 'supervisionRequired',
        label: 'Supervision',
        options: options(['parent_stays', 'Parent stays'], ['drop_off', 'Drop-off'], ['flexible', 'Flexible']),
      },
      {
        kind: 'text',
        name: 'playdateActivities',
        label: 'Playdate activities',
        max: ANSWER_MAX,
        hint: 'What the children will do.',
      },
    ],
  },
  video_call: {
    heading: 'Video call details',
    fields: [
      {
        kind: 'select',
        name: 'callPurpose',
        label: 'Purpose of the call',
        options: options(
          ['chat', 'Chat'],
          ['parenting_advice', 'Parenting advice'],
          ['support', 'Support'],
          ['professional', 'Professional'],
          ['learning', 'Learning'],
          ['social', 'Social'],
        ),
      },
      {
        kind: 'select',
        name: 'platformPreference',
        label: 'Platform',
        options: options(
          ['zoom', 'Zoom'],
          ['whatsapp', 'WhatsApp'],
          ['facetime', 'FaceTime'],
          ['google_meet', 'Google Meet'],
          ['skype', 'Skype'],
          ['in_app', 'Village video (in the app)'],
        ),
      },
      {
        kind: 'select',
        name: 'callDuration',
        label: 'Call length',
        options: options(
          ['15min', '15 minutes'],
          ['30min', '30 minutes'],
          ['1hour', '1 hour'],
          ['flexible', 'Flexible'],
        ),
      },
      {
        kind: 'select',
        name: 'timeZone',
        label: 'Time zone',
        options: options(['GMT', 'GMT'], ['EST', 'EST'], ['PST', 'PST'], ['CET', 'CET'], ['flexible', 'Flexible']),
      },
    ],
  },
  childcare: {
    heading: 'Childcare details',
    fields: [
      {
        kind: 'select',
        name: 'childcareType',
        label: 'Kind of childcare',
        options: options(
          ['occasional', 'Occasional'],
          ['regular', 'Regular'],
          ['emergency', 'Emergency'],
          ['swap', 'Swap'],
          ['group', 'Group'],
        ),
      },
      {
        kind: 'select',
        name: 'childcareArrangement',
        label: 'Arrangement',
        options: options(['paid', 'Paid'], ['reciprocal', 'Reciprocal'], ['free', 'Free'], ['flexible', 'Flexible']),
      },
      {
        kind: 'select',
        name: 'ageRangeAccepted',
        label: 'Ages accepted',
        options: options(...CHILD_AGES, ['all_ages', 'All ages']),
      },
      {
        kind: 'flag',
        name: 'isCertified',
        label: 'I hold a childcare certification',
        hint: 'For example a first aid or childminding certificate.',
      },
    ],
  },
  wellbeing_activity: {
    heading: 'Activity details',
    fields: [
      {
        kind: 'select',
        name: 'activityType',
        label: 'Activity',
        options: options(
          ['yoga', 'Yoga'],
          ['meditation', 'Meditation'],
          ['walking', 'Walking'],
          ['fitness', 'Fitness'],
          ['dance', 'Dance'],
          ['mindfulness', 'Mindfulness'],
          ['therapy', 'Therapy'],
          ['other', 'Other'],
        ),
      },
      {
        kind: 'select',
        name: 'intensityLevel',
        label: 'Intensity',
        options: options(
          ['gentle', 'Gentle'],
          ['moderate', 'Moderate'],
          ['energetic', 'Energetic'],
          ['mixed', 'Mixed'],
        ),
      },
      {
        kind: 'text',
        name: 'equipmentNeeded',
        label: 'Equipment needed',
        max: EQUIPMENT_MAX,
        hint: 'For example a mat or walking shoes.',
      },
    ],
  },
};
