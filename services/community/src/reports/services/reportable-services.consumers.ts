import { isErasedMember, isUuid, onEvent } from '@village/kit';
import {
  ServiceDeletedEvent,
  ServiceListedEvent,
  ServiceUpdatedEvent,
  timestampDate,
  type ServiceSnapshot,
  type Timestamp,
} from '@village/proto';
import type { EntityManager } from 'typeorm';

const versionOf = (at: Timestamp | undefined, occurredAt: Date): Date => (at ? timestampDate(at) : occurredAt);

async function upsert(manager: EntityManager, service: ServiceSnapshot, versionAt: Date): Promise<void> {
  if (!isUuid(service.serviceId) || !isUuid(service.hostId)) return;
  if (await isErasedMember(manager, service.hostId)) return;
  await manager.query(
    `INSERT INTO reportable_services AS known (service_id, host_id, title, deleted, version_at)
     VALUES ($1, $2, $3, false, $4)
     ON CONFLICT (service_id) DO UPDATE SET host_id = EXCLUDED.host_id, title = EXCLUDED.title,
       version_at = EXCLUDED.version_at
     WHERE known.version_at < EXCLUDED.version_at AND NOT known.deleted`,
    [service.serviceId, service.hostId, service.title, versionAt],
  );
}

export const reportableServiceListedConsumer = onEvent(ServiceListedEvent, async (listed, envelope, manager) => {
  if (listed.service) await upsert(manager, listed.service, versionOf(listed.listedAt, envelope.occurredAt));
});

export const reportableServiceUpdatedConsumer = onEvent(ServiceUpdatedEvent, async (updated, envelope, manager) => {
  if (updated.service) await upsert(manager, updated.service, versionOf(updated.updatedAt, envelope.occurredAt));
});

export const reportableServiceDeletedConsumer = onEvent(ServiceDeletedEvent, async (deleted, envelope, manager) => {
  if (!isUuid(deleted.serviceId) || !isUuid(deleted.hostId)) return;
  if (await isErasedMember(manager, deleted.hostId)) return;
  await manager.query(
    `INSERT INTO reportable_services AS known (service_id, host_id, title, deleted, version_at)
     VALUES ($1, $2, '', true, $3)
     ON CONFLICT (service_id) DO UPDATE SET deleted = true,
       version_at = GREATEST(known.version_at, EXCLUDED.version_at)`,
    [deleted.serviceId, deleted.hostId, versionOf(deleted.deletedAt, envelope.occurredAt)],
  );
});

export const reportableServicesConsumers = [
  reportableServiceListedConsumer,
  reportableServiceUpdatedConsumer,
  reportableServiceDeletedConsumer,
];
