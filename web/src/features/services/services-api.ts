// PROVISIONAL (helper E): helper F owns this file; the lead keeps F's version.
import { fetchJson } from '../../api/api-request';
import type { ServiceType } from './service-types';

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

/** A service as /api/services answers it (the graph's Service without `host`, plus `hostName`). */
export interface Service {
  id: string;
  hostId: string;
  hostName: string | null;
  title: string;
  description: string;
  type: ServiceType;
  serviceMode: 'in_person' | 'online';
  dateTime: string | null;
  isRecurring: boolean;
  recurringPattern: string | null;
  location: string | null;
  country: string;
  postcode: string;
  area: ServiceArea;
  virtualLink: string | null;
  pricingType: 'free' | 'fixed_price' | 'donation_based' | 'exchange';
  price: number | null;
  priceMinor: number | null;
  currency: string;
  maxParticipants: number;
  audienceLimitations: string | null;
  availabilityNotes: string | null;
  status: 'active' | 'paused' | 'completed' | 'cancelled';
  createdAt: string;
  updatedAt: string;
  photos: ServicePhoto[];
  imageUrls: string[];
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

const serviceUrl = (id: string) => `/api/services/${encodeURIComponent(id)}`;

/** GET /api/services/{id}: public; 404 when the service is not visible to the caller. */
export const fetchService = (id: string, signal?: AbortSignal): Promise<Service> =>
  fetchJson<Service>(serviceUrl(id), { signal });

/** POST /api/services, multipart (fields as text, lists as JSON text, repeated `images`). */
export const createService = (formData: FormData): Promise<Service> =>
  fetchJson<Service>('/api/services', { method: 'POST', body: formData });

/** PUT /api/services/{id}, multipart: the same fields plus `keepPhotoIds` and new `images`. Owner only. */
export const updateService = (id: string, formData: FormData): Promise<Service> =>
  fetchJson<Service>(serviceUrl(id), { method: 'PUT', body: formData });
