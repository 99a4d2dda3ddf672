import { isErasedMember, isUuid, onEvent } from '@village/kit';
import {
  ServiceDeletedEvent,
  ServiceListedEvent,
  ServiceStatusChangedEvent,
  ServiceUpdatedEvent,
  type ServiceSnapshot,
} from '@village/proto';
import type { EntityManager } from 'typeorm';
import { matchingTypeOfListing } from '../preferences/service-types';
import { MemberOfferEntity } from './member-offer.entity';

async function keepOffer(manager: EntityManager, service: ServiceSnapshot | undefined): Promise<void> {
  if (!service || !isUuid(service.serviceId) || !isUuid(service.hostId)) return;
  if (await isErasedMember(manager, service.hostId)) return;
  await manager.upsert(
    MemberOfferEntity,
    {
      serviceId: service.serviceId,
      hostId: service.hostId,
      serviceType: matchingTypeOfListing(service.type),
      isActive: service.status === 'active',
    },
    ['serviceId'],
  );
}

/** A listed or edited service: what its host offers (active services only count). */
export const serviceListedOfferConsumer = onEvent(ServiceListedEvent, (event, _envelope, manager) =>
  keepOffer(manager, event.service),
);

export const serviceUpdatedOfferConsumer = onEvent(ServiceUpdatedEvent, (event, _envelope, manager) =>
  keepOffer(manager, event.service),
);

/** Paused, resumed, completed or cancelled: only an active service counts as offered. */
export const serviceStatusChangedOfferConsumer = onEvent(
  ServiceStatusChangedEvent,
  async (event, _envelope, manager) => {
    if (!isUuid(event.serviceId)) return;
    await manager.update(MemberOfferEntity, { serviceId: event.serviceId }, { isActive: event.status === 'active' });
  },
);

export const serviceDeletedOfferConsumer = onEvent(ServiceDeletedEvent, async (event, _envelope, manager) => {
  if (!isUuid(event.serviceId)) return;
  await manager.delete(MemberOfferEntity, { serviceId: event.serviceId });
});

export const memberOffersConsumers = [
  serviceListedOfferConsumer,
  serviceUpdatedOfferConsumer,
  serviceStatusChangedOfferConsumer,
  serviceDeletedOfferConsumer,
];
