import { Injectable, type Provider } from '@nestjs/common';
import { locatePostcodeArea } from '@village/kit';
import { SERVICE_BRIEFS, type ServiceBrief, type ServiceBriefs } from '../generation/text-generator.port';
import type { PromotableServiceEntity } from './promotable-service.entity';
import { OwnedServices } from './owned-services';

/** The district's place name ("Camden"), never the postcode itself. */
const placeNameOf = (service: PromotableServiceEntity): string | null =>
  service.district ? (locatePostcodeArea(service.country, service.district)?.place ?? null) : null;

export function briefOf(service: PromotableServiceEntity): ServiceBrief {
  return {
    serviceId: service.serviceId,
    type: service.type,
    title: service.title,
    serviceMode: service.serviceMode,
    pricingType: service.pricingType,
    priceMinor: service.priceMinor === null ? null : Number(service.priceMinor),
    currency: service.currency,
    placeName: placeNameOf(service),
    country: service.country,
    dateTime: service.dateTime,
    isRecurring: service.isRecurring,
    maxParticipants: service.maxParticipants,
  };
}

/** Briefs of the member's own services, from social's projection of listings. */
@Injectable()
export class ProjectedServiceBriefs implements ServiceBriefs {
  constructor(private readonly services: OwnedServices) {}

  async briefFor(serviceId: string, memberId: string): Promise<ServiceBrief> {
    return briefOf(await this.services.ownedBy(serviceId, memberId));
  }
}

export const serviceBriefsProviders: Provider[] = [
  OwnedServices,
  ProjectedServiceBriefs,
  { provide: SERVICE_BRIEFS, useExisting: ProjectedServiceBriefs },
];
