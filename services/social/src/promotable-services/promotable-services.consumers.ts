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

/** The event's own time, else when it was published: the newest one wins whatever the delivery order. */
const versionOf = (at: Timestamp | undefined, occurredAt: Date): Date => (at ? timestampDate(at) : occurredAt);

async function upsertSnapshot(manager: EntityManager, service: ServiceSnapshot, versionAt: Date): Promise<void> {
  if (!isUuid(service.serviceId) || !isUuid(service.hostId)) return;
  if (await isErasedMember(manager, service.hostId)) return;
  await manager.query(
    `INSERT INTO promotable_services AS known
       (service_id, host_id, type, title, service_mode, pricing_type, price_minor, currency, country, district, status,
        date_time, is_recurring, max_participants, photo_ids, deleted, version_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, false, $16)
     ON CONFLICT (service_id) DO UPDATE SET
       host_id = EXCLUDED.host_id, type = EXCLUDED.type, title = EXCLUDED.title, service_mode = EXCLUDED.service_mode,
       pricing_type = EXCLUDED.pricing_type, price_minor = EXCLUDED.price_minor, currency = EXCLUDED.currency,
       country = EXCLUDED.country, district = EXCLUDED.district, status = EXCLUDED.status,
       date_time = EXCLUDED.date_time, is_recurring = EXCLUDED.is_recurring,
       max_participants = EXCLUDED.max_participants, photo_ids = EXCLUDED.photo_ids, version_at = EXCLUDED.version_at
     WHERE known.version_at < EXCLUDED.version_at AND NOT known.deleted`,
    [
      service.serviceId,
      service.hostId,
      service.type,
      service.title,
      service.serviceMode,
      service.pricingType,
      service.priceMinor === undefined ? null : service.priceMinor.toString(),
      service.currency,
      service.country,
      service.district,
      service.status,
      service.dateTime ? timestampDate(service.dateTime) : null,
      service.isRecurring,
      service.maxParticipants,
      service.photoIds,
      versionAt,
    ],
  );
}

/** A new service its host may promote. Redelivery changes nothing. */
export const serviceListedConsumer = onEvent(ServiceListedEvent, async (listed, envelope, manager) => {
  if (listed.service) await upsertSnapshot(manager, listed.service, versionOf(listed.listedAt, envelope.occurredAt));
});

/** An edited service: posts written from now on read its new title, price and photos. */
export const serviceUpdatedConsumer = onEvent(ServiceUpdatedEvent, async (updated, envelope, manager) => {
  if (updated.service)
    await upsertSnapshot(manager, updated.service, versionOf(updated.updatedAt, envelope.occurredAt));
});

export const serviceStatusChangedConsumer = onEvent(ServiceStatusChangedEvent, async (changed, envelope, manager) => {
  if (!isUuid(changed.serviceId)) return;
  await manager.query(
    `UPDATE promotable_services SET status = $2, version_at = $3
      WHERE service_id = $1 AND version_at < $3 AND NOT deleted`,
    [changed.serviceId, changed.status, versionOf(changed.changedAt, envelope.occurredAt)],
  );
});

/**
 * A deleted service can never be promoted again, even when an older event arrives after this one: the row stays as
 * a tombstone (inserted when the service was never seen).
 */
export const serviceDeletedConsumer = onEvent(ServiceDeletedEvent, async (deleted, envelope, manager) => {
  if (!isUuid(deleted.serviceId) || !isUuid(deleted.hostId)) return;
  if (await isErasedMember(manager, deleted.hostId)) return;
  await manager.query(
    `INSERT INTO promotable_services AS known
       (service_id, host_id, type, title, service_mode, pricing_type, price_minor, currency, country, district, status,
        max_participants, photo_ids, deleted, version_at)
     VALUES ($1, $2, '', '', '', 'free', NULL, 'GBP', '', '', 'deleted', 0, '{}', true, $3)
     ON CONFLICT (service_id) DO UPDATE SET deleted = true, version_at = GREATEST(known.version_at, EXCLUDED.version_at)`,
    [deleted.serviceId, deleted.hostId, versionOf(deleted.deletedAt, envelope.occurredAt)],
  );
});

export const promotableServicesConsumers = [
  serviceListedConsumer,
  serviceUpdatedConsumer,
  serviceStatusChangedConsumer,
  serviceDeletedConsumer,
];
