import type { Service, ServiceType, ServiceTypeDetails } from './services-api';

type DetailKey = keyof ServiceTypeDetails;

/** Each type's own fields, in the order the detail page and the View dialog list them. */
export const TYPE_DETAIL_FIELDS: Record<ServiceType, readonly { key: DetailKey; label: string }[]> = {
  rent_swap_home: [
    { key: 'homeType', label: 'Home type' },
    { key: 'bedrooms', label: 'Bedrooms' },
    { key: 'amenities', label: 'Amenities' },
    { key: 'houseRules', label: 'House rules' },
    { key: 'swapPreferences', label: 'Swap preferences' },
  ],
  holiday_gathering: [
    { key: 'eventType', label: 'Occasion' },
    { key: 'whatToBring', label: 'What to bring' },
    { key: 'activitiesPlanned', label: 'Activities planned' },
  ],
  pet_services: [
    { key: 'petServiceType', label: 'Pet service' },
    { key: 'petTypesAccepted', label: 'Pets accepted' },
    { key: 'experienceLevel', label: 'Experience' },
    { key: 'serviceDuration', label: 'Duration' },
  ],
  playdate: [
    { key: 'childAgeRange', label: 'Children’s ages' },
    { key: 'supervisionRequired', label: 'Supervision' },
    { key: 'playdateActivities', label: 'Activities' },
  ],
  video_call: [
    { key: 'callPurpose', label: 'Purpose' },
    { key: 'platformPreference', label: 'Platform' },
    { key: 'callDuration', label: 'Call length' },
    { key: 'timeZone', label: 'Time zone' },
  ],
  childcare: [
    { key: 'childcareType', label: 'Childcare type' },
    { key: 'childcareArrangement', label: 'Arrangement' },
    { key: 'ageRangeAccepted', label: 'Ages accepted' },
    { key: 'isCertified', label: 'Certified childcarer' },
  ],
  wellbeing_activity: [
    { key: 'activityType', label: 'Activity' },
    { key: 'intensityLevel', label: 'Intensity' },
    { key: 'equipmentNeeded', label: 'Equipment needed' },
  ],
};

const VALUE_LABELS: Record<string, string> = {
  '30min': '30 minutes',
  '15min': '15 minutes',
  '1hour': '1 hour',
  '2hours': '2 hours',
  half_day: 'Half a day',
  full_day: 'A full day',
  new_year: 'New Year',
  parent_stays: 'Parent stays',
  drop_off: 'Drop-off',
  parenting_advice: 'Parenting advice',
  google_meet: 'Google Meet',
  whatsapp: 'WhatsApp',
  facetime: 'FaceTime',
  in_app: 'In the app',
  all_ages: 'All ages',
  '13+': '13 and over',
  GMT: 'GMT',
  EST: 'EST',
  PST: 'PST',
  CET: 'CET',
};

/** 'half_day' → 'Half a day', 'parent_stays' → 'Parent stays', 'zoom' → 'Zoom'; free text is left as written. */
export function detailValueLabel(value: string): string {
  if (VALUE_LABELS[value]) return VALUE_LABELS[value];
  if (!/^[a-z0-9_-]+$/.test(value)) return value;
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatDetail(value: ServiceTypeDetails[DetailKey]): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  return value.trim() ? detailValueLabel(value) : null;
}

/** The set fields of the service's own type, labelled and formatted. */
export function typeDetailsOf(service: Service): { label: string; value: string }[] {
  const fields = TYPE_DETAIL_FIELDS[service.type] ?? [];
  return fields.flatMap(({ key, label }) => {
    const value = formatDetail(service[key]);
    return value === null ? [] : [{ label, value }];
  });
}
