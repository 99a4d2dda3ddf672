import type { ServiceType } from './service-types';

/** One type-specific field: what values it takes and the message for a value it does not. */
export type TypeFieldSpec =
  | { kind: 'choice'; values: readonly string[]; message: string }
  | { kind: 'choices'; values: readonly string[]; message: string }
  | { kind: 'text'; max: number; message: string }
  | { kind: 'count'; message: string }
  | { kind: 'flag'; default: boolean };

const choice = (values: readonly string[], what: string): TypeFieldSpec => ({
  kind: 'choice',
  values,
  message: `Please choose ${what} from the list`,
});
const choices = (values: readonly string[], what: string): TypeFieldSpec => ({
  kind: 'choices',
  values,
  message: `Please choose ${what} from the list`,
});
const text = (max: number, label: string): TypeFieldSpec => ({
  kind: 'text',
  max,
  message: `${label} must be under ${max} characters`,
});

export const AMENITIES = [
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
] as const;

export const PET_TYPES = [
  'Dogs Small',
  'Dogs Medium',
  'Dogs Large',
  'Cats',
  'Birds',
  'Fish',
  'Rabbits',
  'Hamsters',
  'Other Small Pets',
] as const;

/** Each type's own fields (the spec's section 3), flat on input and output, stored in `services.details`. */
export const TYPE_FIELDS = {
  rent_swap_home: {
    homeType: choice(['apartment', 'house', 'studio', 'flat', 'cottage', 'other'], 'a home type'),
    bedrooms: { kind: 'count', message: 'Bedrooms must be at least 1' },
    amenities: choices(AMENITIES, 'amenities'),
    houseRules: text(500, 'House rules'),
    swapPreferences: text(500, 'Swap preferences'),
  },
  holiday_gathering: {
    eventType: choice(
      ['christmas', 'thanksgiving', 'easter', 'halloween', 'birthday', 'new_year', 'other'],
      'an event type',
    ),
    whatToBring: text(500, 'What to bring'),
    activitiesPlanned: text(500, 'Activities planned'),
  },
  pet_services: {
    petServiceType: choice(
      ['walking', 'sitting', 'boarding', 'grooming', 'training', 'veterinary'],
      'a pet service type',
    ),
    petTypesAccepted: choices(PET_TYPES, 'pet types'),
    experienceLevel: choice(['beginner', 'intermediate', 'experienced', 'professional'], 'an experience level'),
    serviceDuration: choice(
      ['30min', '1hour', '2hours', 'half_day', 'full_day', 'overnight', 'weekend', 'week'],
      'a duration',
    ),
  },
  playdate: {
    childAgeRange: choice(['0-2', '3-5', '6-8', '9-12', '13+', 'mixed'], 'an age range'),
    supervisionRequired: choice(['parent_stays', 'drop_off', 'flexible'], 'a supervision option'),
    playdateActivities: text(500, 'Playdate activities'),
  },
  video_call: {
    callPurpose: choice(['chat', 'parenting_advice', 'support', 'professional', 'learning', 'social'], 'a purpose'),
    platformPreference: choice(['zoom', 'whatsapp', 'facetime', 'google_meet', 'skype', 'in_app'], 'a platform'),
    callDuration: choice(['15min', '30min', '1hour', 'flexible'], 'a call duration'),
    timeZone: choice(['GMT', 'EST', 'PST', 'CET', 'flexible'], 'a time zone'),
  },
  childcare: {
    childcareType: choice(['occasional', 'regular', 'emergency', 'swap', 'group'], 'a childcare type'),
    childcareArrangement: choice(['paid', 'reciprocal', 'free', 'flexible'], 'an arrangement'),
    ageRangeAccepted: choice(['0-2', '3-5', '6-8', '9-12', '13+', 'all_ages'], 'an age range'),
    isCertified: { kind: 'flag', default: false },
  },
  wellbeing_activity: {
    activityType: choice(
      ['yoga', 'meditation', 'walking', 'fitness', 'dance', 'mindfulness', 'therapy', 'other'],
      'an activity type',
    ),
    intensityLevel: choice(['gentle', 'moderate', 'energetic', 'mixed'], 'an intensity level'),
    equipmentNeeded: text(200, 'Equipment needed'),
  },
} as const satisfies Record<ServiceType, Record<string, TypeFieldSpec>>;

type FieldsOf<T extends ServiceType> = keyof (typeof TYPE_FIELDS)[T];
export type TypeFieldName = { [T in ServiceType]: FieldsOf<T> }[ServiceType];

/** Which type each field belongs to. */
export const TYPE_OF_FIELD = Object.fromEntries(
  Object.entries(TYPE_FIELDS).flatMap(([type, fields]) => Object.keys(fields).map((field) => [field, type])),
) as Record<TypeFieldName, ServiceType>;

export const TYPE_FIELD_NAMES = Object.keys(TYPE_OF_FIELD) as TypeFieldName[];

/** The values of type fields a service holds (`services.details`): only its own type's, only those set. */
export type ServiceDetails = Partial<Record<TypeFieldName, string | number | boolean | string[]>>;
