import { isErasedMember, isUuid, onEvent } from '@village/kit';
import {
  ServiceDeletedEvent,
  ServiceListedEvent,
  ServiceStatusChangedEvent,
  ServiceUpdatedEvent,
  timestampDate,
  type ServiceSnapshot,
  type Timestamp,
} from '@village/proto';
import type { EntityManager } from 'typeorm';
import {
  CANCELLATION_POLICIES,
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '../payments/cancellation-policies';

/** The event's own time, else when it was published: the newest one wins whatever the delivery order. */
const versionOf = (at: Timestamp | undefined, occurredAt: Date): Date => (at ? timestampDate(at) : occurredAt);

async function upsertSnapshot(manager: EntityManager, service: ServiceSnapshot, versionAt: Date): Promise<void> {
  if (!isUuid(service.serviceId) || !isUuid(service.hostId)) return;
  if (await isErasedMember(manager, service.hostId)) return;
  const known = CANCELLATION_POLICIES.includes(service.cancellationPolicy as CancellationPolicy);
  const policy = known ? service.cancellationPolicy : DEFAULT_CANCELLATION_POLICY;
  await manager.query(
    `INSERT INTO offered_services AS offered
       (service_id, host_id, type, title, pricing_type, price_minor, currency, max_participants, status, date_time,
        is_recurring, cancellation_policy, deleted, version_at, district, childcare_arrangement, recurrence_rule,
        duration_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, false, $13, $14, $15, $16, $17)
     ON CONFLICT (service_id) DO UPDATE SET
       host_id = EXCLUDED.host_id, type = EXCLUDED.type, title = EXCLUDED.title,
       pricing_type = EXCLUDED.pricing_type, price_minor = EXCLUDED.price_minor, currency = EXCLUDED.currency,
       max_participants = EXCLUDED.max_participants, status = EXCLUDED.status, date_time = EXCLUDED.date_time,
       is_recurring = EXCLUDED.is_recurring, cancellation_policy = EXCLUDED.cancellation_policy, version_at = EXCLUDED.version_at,
       district = EXCLUDED.district, childcare_arrangement = EXCLUDED.childcare_arrangement,
       recurrence_rule = EXCLUDED.recurrence_rule, duration_minutes = EXCLUDED.duration_minutes
     WHERE offered.version_at < EXCLUDED.version_at AND NOT offered.deleted`,
    [
      service.serviceId,
      service.hostId,
      service.type,
      service.title,
      service.pricingType,
      service.priceMinor === undefined ? null : service.priceMinor.toString(),
      service.currency,
      service.maxParticipants,
      service.status,
      service.dateTime ? timestampDate(service.dateTime) : null,
      service.isRecurring,
      policy,
      versionAt,
      service.district,
      service.childcareArrangement,
      service.recurrenceRule,
      service.durationMinutes,
    ],
  );
}

/** A new service can be booked (when active). Redelivery changes nothing. */
export const serviceListedConsumer = onEvent(ServiceListedEvent, async (listed, envelope, manager) => {
  if (listed.service) await upsertSnapshot(manager, listed.service, versionOf(listed.listedAt, envelope.occurredAt));
});

/** An edited service: its new price, capacity and policy apply to requests from now on. */
export const serviceUpdatedConsumer = onEvent(ServiceUpdatedEvent, async (updated, envelope, manager) => {
  if (updated.service)
    await upsertSnapshot(manager, updated.service, versionOf(updated.updatedAt, envelope.occurredAt));
});

/** Paused, resumed, completed or cancelled: only an active service takes requests. */
export const serviceStatusChangedConsumer = onEvent(ServiceStatusChangedEvent, async (changed, envelope, manager) => {
  if (!isUuid(changed.serviceId)) return;
  await manager.query(
    `UPDATE offered_services SET status = $2, version_at = $3
      WHERE service_id = $1 AND version_at < $3 AND NOT deleted`,
    [changed.serviceId, changed.status, versionOf(changed.changedAt, envelope.occurredAt)],
  );
});

/**
 * A deleted service is never bookable again, even when an older event arrives after this one: the row stays as a
 * tombstone (inserted when the service was never seen), so its existing bookings keep their title.
 */
export const serviceDeletedConsumer = onEvent(ServiceDeletedEvent, async (deleted, envelope, manager) => {
  if (!isUuid(deleted.serviceId) || !isUuid(deleted.hostId)) return;
  if (await isErasedMember(manager, deleted.hostId)) return;
  await manager.query(
    `INSERT INTO offered_services AS offered
       (service_id, host_id, type, title, pricing_type, price_minor, currency, max_participants, status, deleted,
        version_at)
     VALUES ($1, $2, '', '', 'free', NULL, 'GBP', 0, 'deleted', true, $3)
     ON CONFLICT (service_id) DO UPDATE SET deleted = true, version_at = GREATEST(offered.version_at, EXCLUDED.version_at)`,
    [deleted.serviceId, deleted.hostId, versionOf(deleted.deletedAt, envelope.occurredAt)],
  );
});
