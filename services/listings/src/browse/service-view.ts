import { distanceOf } from './distance-label';

/**
 * PROVISIONAL until listings-core's Service mapping lands: a `services` row as the JSON the internal route answers
 * and the graph's Service fields (the REST shape of the contract minus `hostName`), as one viewer may see it.
 */
export interface ServiceRow {
  id: string;
  host_id: string;
  title: string;
  description: string;
  type: string;
  service_mode: string;
  date_time: Date | null;
  is_recurring: boolean;
  recurring_pattern: string | null;
  location: string | null;
  country: string;
  postcode: string;
  district: string;
  place: string | null;
  virtual_link: string | null;
  pricing_type: string;
  price_minor: string | number | null;
  currency: string;
  max_participants: number;
  audience_limitations: string | null;
  availability_notes: string | null;
  details: Record<string, unknown> | null;
  status: string;
  photo_ids: string[] | null;
  created_at: Date;
  updated_at: Date;
  distance_metres?: number | null;
}

/** Every type's own fields, flat on a service; null when not set or not of its type. */
export const TYPE_FIELDS = [
  'homeType',
  'bedrooms',
  'amenities',
  'houseRules',
  'swapPreferences',
  'eventType',
  'whatToBring',
  'activitiesPlanned',
  'petServiceType',
  'petTypesAccepted',
  'experienceLevel',
  'serviceDuration',
  'childAgeRange',
  'supervisionRequired',
  'playdateActivities',
  'callPurpose',
  'platformPreference',
  'callDuration',
  'timeZone',
  'childcareType',
  'childcareArrangement',
  'ageRangeAccepted',
  'isCertified',
  'activityType',
  'intensityLevel',
  'equipmentNeeded',
] as const;

export type TypeField = (typeof TYPE_FIELDS)[number];

export interface ServicePhotoView {
  id: string;
  thumbnailUrl: string;
  cardUrl: string;
  fullUrl: string;
  srcset: string;
}

export interface ServiceAreaView {
  district: string;
  place: string | null;
  distanceMiles: number | null;
  distanceLabel: string | null;
}

export type ServiceView = {
  id: string;
  hostId: string;
  title: string;
  description: string;
  type: string;
  serviceMode: string;
  dateTime: string | null;
  isRecurring: boolean;
  recurringPattern: string | null;
  location: string | null;
  country: string;
  postcode: string;
  area: ServiceAreaView;
  virtualLink: string | null;
  pricingType: string;
  price: number | null;
  priceMinor: number | null;
  currency: string;
  maxParticipants: number;
  audienceLimitations: string | null;
  availabilityNotes: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  photos: ServicePhotoView[];
  imageUrls: string[];
} & Record<TypeField, unknown>;

export function photoView(id: string): ServicePhotoView {
  const url = (variant: string) => `/media/service-photos/${id}/${variant}.webp`;
  const [thumbnailUrl, cardUrl, fullUrl] = [url('thumbnail'), url('card'), url('full')];
  return { id, thumbnailUrl, cardUrl, fullUrl, srcset: `${thumbnailUrl} 320w, ${cardUrl} 800w, ${fullUrl} 1600w` };
}

/** The service as `viewerId` sees it: only its host reads the exact location and the full postcode. */
export function toServiceView(row: ServiceRow, viewerId: string | null): ServiceView {
  const isHost = viewerId === row.host_id;
  const priceMinor = row.price_minor === null ? null : Number(row.price_minor);
  const distance =
    row.distance_metres === null || row.distance_metres === undefined ? null : distanceOf(row.distance_metres);
  const photos = (row.photo_ids ?? []).map(photoView);
  const details = row.details ?? {};
  const typeFields = Object.fromEntries(TYPE_FIELDS.map((field) => [field, details[field] ?? null])) as Record<
    TypeField,
    unknown
  >;
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    description: row.description,
    type: row.type,
    serviceMode: row.service_mode,
    dateTime: row.date_time ? row.date_time.toISOString() : null,
    isRecurring: row.is_recurring,
    recurringPattern: row.recurring_pattern,
    location: isHost ? row.location : null,
    country: row.country,
    postcode: isHost ? row.postcode : row.district,
    area: {
      district: row.district,
      place: row.place,
      distanceMiles: distance?.distanceMiles ?? null,
      distanceLabel: distance?.distanceLabel ?? null,
    },
    virtualLink: row.virtual_link,
    pricingType: row.pricing_type,
    price: priceMinor === null ? null : priceMinor / 100,
    priceMinor,
    currency: row.currency,
    maxParticipants: row.max_participants,
    audienceLimitations: row.audience_limitations,
    availabilityNotes: row.availability_notes,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    photos,
    imageUrls: photos.map((photo) => photo.fullUrl),
    ...typeFields,
  };
}
