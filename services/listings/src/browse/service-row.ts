import { ServiceEntity } from '../service-model/service.entity';

/** A `services` row as browse's SQL returns it (column names), with the distance when browsing near a postcode. */
export interface BrowsedServiceRow {
  id: string;
  host_id: string;
  title: string;
  description: string;
  type: string;
  service_mode: string;
  date_time: Date | null;
  is_recurring: boolean;
  recurring_pattern: string | null;
  recurrence_rule: string | null;
  duration_minutes: number | null;
  location: string | null;
  country: string;
  postcode: string;
  district: string;
  place: string | null;
  latitude: number;
  longitude: number;
  virtual_link: string | null;
  pricing_type: string;
  price_minor: string | number | null;
  currency: string;
  max_participants: number;
  cancellation_policy: string;
  audience_limitations: string | null;
  availability_notes: string | null;
  details: ServiceEntity['details'] | null;
  status: string;
  photo_ids: string[] | null;
  created_at: Date;
  updated_at: Date;
  distance_metres?: number | null;
}

/** The row as the entity every view of a service is made from (`serviceAsSeenBy`). */
export function serviceOfRow(row: BrowsedServiceRow): ServiceEntity {
  return Object.assign(new ServiceEntity(), {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    description: row.description,
    type: row.type,
    serviceMode: row.service_mode,
    dateTime: row.date_time,
    isRecurring: row.is_recurring,
    recurringPattern: row.recurring_pattern,
    recurrenceRule: row.recurrence_rule,
    durationMinutes: row.duration_minutes,
    location: row.location,
    country: row.country,
    postcode: row.postcode,
    district: row.district,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    virtualLink: row.virtual_link,
    pricingType: row.pricing_type,
    priceMinor: row.price_minor,
    currency: row.currency,
    maxParticipants: row.max_participants,
    cancellationPolicy: row.cancellation_policy,
    audienceLimitations: row.audience_limitations,
    availabilityNotes: row.availability_notes,
    details: row.details ?? {},
    status: row.status,
    photoIds: row.photo_ids ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
