import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  ServiceDeletedEvent,
  ServiceListedEvent,
  ServiceUpdatedEvent,
  timestampFromDate,
  type MessageInitShape,
  type ServiceSnapshotSchema,
} from '@village/proto';

export type ServiceSnapshotInit = MessageInitShape<typeof ServiceSnapshotSchema> & {
  serviceId: string;
  hostId: string;
  photoIds: string[];
};

/** A service as listings describes it in its events (topic listings.services, keyed by the service id). */
export function serviceSnapshot(overrides: Partial<ServiceSnapshotInit> = {}): ServiceSnapshotInit {
  return {
    serviceId: randomUUID(),
    hostId: randomUUID(),
    type: 'childcare',
    title: 'Saturday morning childcare swap',
    serviceMode: 'in_person',
    pricingType: 'free',
    currency: 'GBP',
    maxParticipants: 2,
    country: 'United Kingdom',
    district: 'BS1',
    status: 'active',
    photoIds: [],
    cancellationPolicy: 'flexible',
    isRecurring: false,
    childcareArrangement: 'reciprocal',
    recurrenceRule: '',
    durationMinutes: 0,
    ...overrides,
  };
}

const at = timestampFromDate(new Date('2030-01-01T00:10:00.000Z'));

export const serviceListed = (service: ServiceSnapshotInit): EventEnvelope =>
  createEnvelope(ServiceListedEvent, { service, listedAt: at }, { key: service.serviceId });

export const serviceUpdated = (service: ServiceSnapshotInit): EventEnvelope =>
  createEnvelope(ServiceUpdatedEvent, { service, updatedAt: at }, { key: service.serviceId });

export const serviceDeleted = (service: ServiceSnapshotInit): EventEnvelope =>
  createEnvelope(
    ServiceDeletedEvent,
    { serviceId: service.serviceId, hostId: service.hostId, photoIds: service.photoIds, deletedAt: at },
    { key: service.serviceId },
  );
