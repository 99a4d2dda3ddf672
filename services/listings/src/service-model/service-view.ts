import { TYPE_FIELD_NAMES, type TypeFieldName } from '../service-types/type-fields';
import { toMajorUnits } from './money';
import { serviceArea, type ServiceArea } from './service-area';
import { priceMinorOf, type ServiceEntity } from './service.entity';
import { servicePhoto, type ServicePhoto } from './service-photos';

type TypeFieldValues = Record<TypeFieldName, string | number | boolean | string[] | null>;

/** A service as one viewer may see it: the graph's `Service` (without `host`) and the REST shape's base. */
export interface ServiceView extends TypeFieldValues {
  id: string;
  hostId: string;
  title: string;
  description: string;
  type: string;
  serviceMode: string;
  dateTime: Date | null;
  isRecurring: boolean;
  recurringPattern: string | null;
  recurrenceRule: string | null;
  durationMinutes: number | null;
  /** The exact address: the host's, and a guest's with a confirmed booking (null for everyone else). */
  location: string | null;
  country: string;
  /** The full postcode for those who see the address; the district for everyone else. */
  postcode: string;
  area: ServiceArea;
  virtualLink: string | null;
  pricingType: string;
  price: number | null;
  priceMinor: number | null;
  currency: string;
  maxParticipants: number;
  cancellationPolicy: string;
  audienceLimitations: string | null;
  availabilityNotes: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  photos: ServicePhoto[];
  imageUrls: string[];
}

/**
 * A stored service as `viewerId` sees it (null: a visitor). Everyone but the host (and a guest whose booking of it is
 * confirmed: `confirmedGuest`) gets the area instead of the address: `location` null and `postcode` = the district. Whether the viewer may see the service at all is the
 * caller's question (`serviceVisibleTo`). `distanceMiles` fills `area` when browsing near a postcode.
 */
export function serviceAsSeenBy(
  service: ServiceEntity,
  viewerId: string | null,
  distanceMiles?: number | null,
  confirmedGuest = false,
): ServiceView {
  const seesAddress = confirmedGuest || (viewerId !== null && viewerId === service.hostId);
  const priceMinor = priceMinorOf(service);
  const photos = service.photoIds.map(servicePhoto);
  const typeFields = Object.fromEntries(
    TYPE_FIELD_NAMES.map((field) => [field, service.details[field] ?? null]),
  ) as TypeFieldValues;
  return {
    ...typeFields,
    id: service.id,
    hostId: service.hostId,
    title: service.title,
    description: service.description,
    type: service.type,
    serviceMode: service.serviceMode,
    dateTime: service.dateTime,
    isRecurring: service.isRecurring,
    recurringPattern: service.recurringPattern,
    recurrenceRule: service.recurrenceRule,
    durationMinutes: service.durationMinutes,
    location: seesAddress ? service.location : null,
    country: service.country,
    postcode: seesAddress ? service.postcode : service.district,
    area: serviceArea(service, distanceMiles),
    virtualLink: service.virtualLink,
    pricingType: service.pricingType,
    price: priceMinor === null ? null : toMajorUnits(priceMinor),
    priceMinor,
    currency: service.currency,
    maxParticipants: service.maxParticipants,
    cancellationPolicy: service.cancellationPolicy,
    audienceLimitations: service.audienceLimitations,
    availabilityNotes: service.availabilityNotes,
    status: service.status,
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
    photos,
    imageUrls: photos.map((photo) => photo.fullUrl),
  };
}
