import { isUuid } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { serviceNotFound } from '../listings.errors';
import { ServiceEntity } from '../service-model/service.entity';
import type { LocatedServiceFields } from './located-service-fields';

/** The stored columns of a service's own fields (everything but id, host, status and times). */
export function serviceColumns(fields: LocatedServiceFields) {
  return {
    title: fields.title,
    description: fields.description,
    type: fields.type,
    serviceMode: fields.serviceMode,
    dateTime: fields.dateTime,
    isRecurring: fields.isRecurring,
    recurringPattern: fields.recurringPattern,
    recurrenceRule: fields.recurrenceRule,
    durationMinutes: fields.durationMinutes,
    location: fields.location,
    country: fields.country,
    postcode: fields.postcode,
    district: fields.place.district,
    place: fields.place.place,
    latitude: fields.place.latitude,
    longitude: fields.place.longitude,
    virtualLink: fields.virtualLink,
    pricingType: fields.pricingType,
    priceMinor: fields.priceMinor,
    currency: fields.currency,
    maxParticipants: fields.maxParticipants,
    cancellationPolicy: fields.cancellationPolicy,
    audienceLimitations: fields.audienceLimitations,
    availabilityNotes: fields.availabilityNotes,
    details: fields.details,
    photoIds: fields.photoIds,
  } satisfies Partial<ServiceEntity>;
}

/**
 * The host's service, locked for the rest of the transaction (so its events leave in commit order). Any other
 * member, or an id that does not exist, gets SERVICE_NOT_FOUND: existence is never revealed to non-owners.
 */
export async function lockOwnedService(manager: EntityManager, id: string, hostId: string): Promise<ServiceEntity> {
  if (!isUuid(id)) throw serviceNotFound();
  const service = await manager.findOne(ServiceEntity, {
    where: { id, hostId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!service) throw serviceNotFound();
  return service;
}
