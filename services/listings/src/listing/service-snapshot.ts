import { create, ServiceSnapshotSchema, timestampFromDate, type ServiceSnapshot } from '@village/proto';
import { priceMinorOf, type ServiceEntity } from '../service-model/service.entity';

/** What other services may know of a service (never the address nor the full postcode). */
export function serviceSnapshot(service: ServiceEntity): ServiceSnapshot {
  const priceMinor = priceMinorOf(service);
  return create(ServiceSnapshotSchema, {
    serviceId: service.id,
    hostId: service.hostId,
    type: service.type,
    title: service.title,
    serviceMode: service.serviceMode,
    pricingType: service.pricingType,
    ...(priceMinor === null ? {} : { priceMinor: BigInt(priceMinor) }),
    currency: service.currency,
    maxParticipants: service.maxParticipants,
    cancellationPolicy: service.cancellationPolicy,
    isRecurring: service.isRecurring,
    childcareArrangement:
      typeof service.details.childcareArrangement === 'string' ? service.details.childcareArrangement : '',
    country: service.country,
    district: service.district,
    status: service.status,
    photoIds: [...service.photoIds],
    ...(service.dateTime ? { dateTime: timestampFromDate(service.dateTime) } : {}),
  });
}
