import type { RandomSource } from '../../src/generation/built-in-writer';
import type { ServiceBrief, ServiceBriefs } from '../../src/generation/text-generator.port';
import { notYourService, serviceNotFound } from '../../src/social.errors';

/** A repeatable sequence in [0, 1) (mulberry32), so a spec can pin the built-in writer's choices. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A service brief for specs: a Saturday playdate in Camden unless told otherwise. */
export function aBrief(overrides: Partial<ServiceBrief> = {}): ServiceBrief {
  return {
    serviceId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    type: 'playdate',
    title: 'Sunday park playdate',
    serviceMode: 'in_person',
    pricingType: 'free',
    priceMinor: null,
    currency: 'GBP',
    placeName: 'Camden',
    country: 'United Kingdom',
    dateTime: new Date('2030-12-07T10:00:00Z'),
    isRecurring: false,
    maxParticipants: 6,
    ...overrides,
  };
}

/** The member's services by id, as helper core's SERVICE_BRIEFS answers from promotable_services. */
export class InMemoryServiceBriefs implements ServiceBriefs {
  private readonly services = new Map<string, { hostId: string; brief: ServiceBrief }>();

  add(hostId: string, brief: ServiceBrief): void {
    this.services.set(brief.serviceId, { hostId, brief });
  }

  async briefFor(serviceId: string, memberId: string): Promise<ServiceBrief> {
    const service = this.services.get(serviceId);
    if (!service) throw serviceNotFound();
    if (service.hostId !== memberId) throw notYourService();
    return service.brief;
  }
}
