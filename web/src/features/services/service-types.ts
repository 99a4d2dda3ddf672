import type { BadgeTone } from '../../components/ui/badge';
import type { ServiceType } from './services-api';

export interface ServiceTypeInfo {
  label: string;
  /** Short line for the type picker and empty states. */
  description: string;
  tone: BadgeTone;
  /** SVG path data on a 24 × 24 stroke grid, drawn by ServiceTypeIcon. */
  iconPaths: readonly string[];
}

const home = ['M3 11l9-7 9 7', 'M5 9.5V20h14V9.5', 'M10 20v-5h4v5'];
const holiday = [
  'M12 3v3',
  'M5.6 5.6l2.1 2.1',
  'M18.4 5.6l-2.1 2.1',
  'M7 14a5 5 0 0 1 10 0',
  'M3 18c3 1.5 6-1.5 9 0s6 1.5 9 0',
];
const pet = [
  'M6 8.5a1.8 1.8 0 1 0 0 .01',
  'M10 5a1.8 1.8 0 1 0 0 .01',
  'M14 5a1.8 1.8 0 1 0 0 .01',
  'M18 8.5a1.8 1.8 0 1 0 0 .01',
  'M8 17.5c0-2.5 1.8-5 4-5s4 2.5 4 5c0 1.5-1.2 2.5-2.5 2.5-.8 0-1-.5-1.5-.5s-.7.5-1.5.5C9.2 20 8 19 8 17.5z',
];
const playdate = ['M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z', 'M4.5 9.5c3 1.5 12 1.5 15 0', 'M4.5 14.5c3-1.5 12-1.5 15 0'];
const videoCall = ['M3 7h12v10H3z', 'M15 10.5l6-3.5v10l-6-3.5'];
const childcare = [
  'M8 3.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  'M16.5 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  'M4 20v-4.5a4 4 0 0 1 8 0V20',
  'M13.5 20v-3a3 3 0 0 1 6 0v3',
];
const wellbeing = ['M12 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4z', 'M12 8v5', 'M6 11l6 2 6-2', 'M8 20l4-7 4 7'];

/** The current types: the only keys the server stores and returns. */
export const SERVICE_TYPES: Record<ServiceType, ServiceTypeInfo> = {
  rent_swap_home: {
    label: 'Home Swap',
    description: 'Swap or rent your home to a trusted family',
    tone: 'clay',
    iconPaths: home,
  },
  holiday_gathering: {
    label: 'Holiday Gathering',
    description: 'Celebrate a holiday together',
    tone: 'amber',
    iconPaths: holiday,
  },
  pet_services: {
    label: 'Pet Services',
    description: 'Walking, sitting, boarding and more',
    tone: 'sage',
    iconPaths: pet,
  },
  playdate: {
    label: 'Playdate',
    description: 'Children of a similar age playing together',
    tone: 'clay',
    iconPaths: playdate,
  },
  video_call: {
    label: 'Video Call',
    description: 'Chat, advice and support online',
    tone: 'neutral',
    iconPaths: videoCall,
  },
  childcare: {
    label: 'Childcare',
    description: 'Share pickups and babysitting',
    tone: 'sage',
    iconPaths: childcare,
  },
  wellbeing_activity: {
    label: 'Wellbeing Activity',
    description: 'Yoga, walks, meditation and more',
    tone: 'amber',
    iconPaths: wellbeing,
  },
};

export const SERVICE_TYPE_KEYS = Object.keys(SERVICE_TYPES) as ServiceType[];

export type OlderServiceType =
  'childcare_sharing' | 'playdate' | 'holiday' | 'home_swapping' | 'pet_sitting' | 'wellbeing' | 'meetup';

export interface OlderServiceTypeInfo extends ServiceTypeInfo {
  current: ServiceType;
}

/**
 * The spec's older type set (browse and marketing views) with its own labels. The server maps each key to the current
 * one (`current`, the same table as listings' older-type-keys.ts); the web shows current labels for stored services.
 */
export const OLDER_SERVICE_TYPES: Record<OlderServiceType, OlderServiceTypeInfo> = {
  childcare_sharing: { ...SERVICE_TYPES.childcare, label: 'Childcare Sharing', current: 'childcare' },
  playdate: { ...SERVICE_TYPES.playdate, label: 'Playdate Planning', current: 'playdate' },
  holiday: { ...SERVICE_TYPES.holiday_gathering, label: 'Holiday Together', current: 'holiday_gathering' },
  home_swapping: { ...SERVICE_TYPES.rent_swap_home, label: 'Home Swapping', current: 'rent_swap_home' },
  pet_sitting: { ...SERVICE_TYPES.pet_services, label: 'Pet Sitting & Boarding', current: 'pet_services' },
  wellbeing: { ...SERVICE_TYPES.wellbeing_activity, label: 'Wellbeing Activities', current: 'wellbeing_activity' },
  meetup: { ...SERVICE_TYPES.video_call, label: 'Meet & Connect', current: 'video_call' },
};

export function isServiceType(key: string): key is ServiceType {
  return Object.hasOwn(SERVICE_TYPES, key);
}

/** The current type for a current or older key; undefined for anything else. */
export function currentServiceType(key: string): ServiceType | undefined {
  if (isServiceType(key)) return key;
  return Object.hasOwn(OLDER_SERVICE_TYPES, key) ? OLDER_SERVICE_TYPES[key as OlderServiceType].current : undefined;
}

export function serviceTypeInfo(key: string): ServiceTypeInfo {
  const current = currentServiceType(key);
  return current ? SERVICE_TYPES[current] : { label: key, description: '', tone: 'neutral', iconPaths: [] };
}

export const serviceTypeLabel = (key: string): string => serviceTypeInfo(key).label;
