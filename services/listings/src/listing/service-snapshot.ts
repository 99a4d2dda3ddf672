import { REPEAT_PRESETS, ruleTextOf, type RepeatPreset } from '@village/kit';
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
    recurrenceRule: occurrenceRuleOf(service),
    durationMinutes: service.durationMinutes ?? 0,
    childcareArrangement:
      typeof service.details.childcareArrangement === 'string' ? service.details.childcareArrangement : '',
    country: service.country,
    district: service.district,
    status: service.status,
    photoIds: [...service.photoIds],
    ...(service.dateTime ? { dateTime: timestampFromDate(service.dateTime) } : {}),
  });
}

/** The rule a recurring service's occurrences follow: its preset's or its own; '' without a first date and time. */
function occurrenceRuleOf(service: ServiceEntity): string {
  if (!service.isRecurring || !service.dateTime || !service.recurringPattern) return '';
  if (service.recurringPattern === 'custom') return service.recurrenceRule ?? '';
  const preset = service.recurringPattern as RepeatPreset;
  return REPEAT_PRESETS.includes(preset) ? ruleTextOf(preset) : '';
}
