import { apiRequest, fetchJson } from '../../api/api-request';
import type { CancellationPolicy } from './cancellation-policies';

export type ServiceType =
  | 'rent_swap_home'
  | 'holiday_gathering'
  | 'pet_services'
  | 'playdate'
  | 'video_call'
  | 'childcare'
  | 'wellbeing_activity';
export type ServiceMode = 'in_person' | 'online';
export type PricingType = 'free' | 'fixed_price' | 'donation_based' | 'exchange';
export type RecurringPattern = 'weekly' | 'biweekly' | 'monthly' | 'custom';
export type ServiceStatus = 'active' | 'paused' | 'completed' | 'cancelled';
export type Currency = 'GBP' | 'EUR' | 'USD' | 'CAD' | 'AUD' | 'NZD';

export interface ServicePhoto {
  id: string;
  thumbnailUrl: string;
  cardUrl: string;
  fullUrl: string;
  srcset: string;
}

export interface ServiceArea {
  district: string;
  place: string | null;
  distanceMiles: number | null;
  distanceLabel: string | null;
}

/** Each type's own fields, flat on the service; null when not set or not of this type. */
export interface ServiceTypeDetails {
  homeType: string | null;
  bedrooms: number | null;
  amenities: string[] | null;
  houseRules: string | null;
  swapPreferences: string | null;
  eventType: string | null;
  whatToBring: string | null;
  activitiesPlanned: string | null;
  petServiceType: string | null;
  petTypesAccepted: string[] | null;
  experienceLevel: string | null;
  serviceDuration: string | null;
  childAgeRange: string | null;
  supervisionRequired: string | null;
  playdateActivities: string | null;
  callPurpose: string | null;
  platformPreference: string | null;
  callDuration: string | null;
  timeZone: string | null;
  childcareType: string | null;
  childcareArrangement: string | null;
  ageRangeAccepted: string | null;
  isCertified: boolean | null;
  activityType: string | null;
  intensityLevel: string | null;
  equipmentNeeded: string | null;
}

/** A service as the gateway's REST routes return it (/api/services*). */
export interface Service extends ServiceTypeDetails {
  id: string;
  hostId: string;
  /** Absent in browse results: the detail page and the member's own lists carry it. */
  hostName?: string | null;
  title: string;
  description: string;
  type: ServiceType;
  serviceMode: ServiceMode;
  dateTime: string | null;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  /** A custom pattern's RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=MO,TH. */
  recurrenceRule?: string | null;
  /** How long each date lasts; null: an hour. */
  durationMinutes?: number | null;
  /** The exact address: only the owner (and later a confirmed guest) ever receives it. */
  location: string | null;
  country: string;
  /** The full postcode for the owner; the district for everyone else. */
  postcode: string;
  area: ServiceArea;
  virtualLink: string | null;
  pricingType: PricingType;
  price: number | null;
  priceMinor: number | null;
  currency: Currency;
  maxParticipants: number;
  cancellationPolicy: CancellationPolicy;
  audienceLimitations: string | null;
  availabilityNotes: string | null;
  status: ServiceStatus;
  createdAt: string;
  updatedAt: string;
  photos: ServicePhoto[];
  imageUrls: string[];
}

export interface ServiceFilter {
  type?: string;
  country?: string;
  postcode?: string;
  freeOnly?: boolean;
  near?: string;
  nearCountry?: string;
  limit?: number;
}

export interface ServicePage {
  services: Service[];
  nextCursor: string | null;
}

export const SERVICES_URL = '/api/services';
export const MY_SERVICES_URL = '/api/services/my';

export function serviceUrl(id: string): string {
  return `${SERVICES_URL}/${encodeURIComponent(id)}`;
}

export function browseQuery(filter: ServiceFilter, cursor?: string | null): string {
  const params = new URLSearchParams();
  const text = (value: string | undefined) => value?.trim() ?? '';
  if (text(filter.type)) params.set('type', text(filter.type));
  if (text(filter.country)) params.set('country', text(filter.country));
  if (text(filter.postcode)) params.set('postcode', text(filter.postcode));
  if (filter.freeOnly) params.set('freeOnly', 'true');
  if (text(filter.near)) {
    params.set('near', text(filter.near));
    if (text(filter.nearCountry)) params.set('nearCountry', text(filter.nearCountry));
  }
  if (filter.limit) params.set('limit', String(filter.limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export async function listServices(
  filter: ServiceFilter,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<ServicePage> {
  const query = browseQuery(filter, cursor);
  const response = await apiRequest(query ? `${SERVICES_URL}?${query}` : SERVICES_URL, { signal });
  const services = (await response.json()) as Service[];
  return { services, nextCursor: response.headers.get('x-next-cursor') || null };
}

export const fetchService = (id: string, signal?: AbortSignal): Promise<Service> =>
  fetchJson<Service>(serviceUrl(id), { signal });

export const fetchMyServices = (signal?: AbortSignal): Promise<Service[]> =>
  fetchJson<Service[]>(MY_SERVICES_URL, { signal });

/** Multipart: each field as text, lists as JSON text, empty = absent, repeated `images` files. */
export const createService = (formData: FormData): Promise<Service> =>
  fetchJson<Service>(SERVICES_URL, { method: 'POST', body: formData });

/** Multipart like createService, plus `keepPhotoIds` (JSON list of the existing photos to keep, in order). */
export const updateService = (id: string, formData: FormData): Promise<Service> =>
  fetchJson<Service>(serviceUrl(id), { method: 'PUT', body: formData });

export const setServiceStatus = (id: string, status: ServiceStatus): Promise<Service> =>
  fetchJson<Service>(`${serviceUrl(id)}/status`, { method: 'PATCH', json: { status } });

export const deleteService = (id: string): Promise<{ id: string }> =>
  fetchJson<{ id: string }>(serviceUrl(id), { method: 'DELETE' });
