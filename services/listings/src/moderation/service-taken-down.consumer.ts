import { isUuid, OutboxWriter, onEvent } from '@village/kit';
import {
  create,
  ServiceStatusChangedEvent,
  ServiceStatusChangedSchema,
  ServiceTakenDownEvent,
  timestampDate,
  timestampFromDate,
} from '@village/proto';
import { ServiceEntity } from '../service-model/service.entity';

const outbox = new OutboxWriter();

/**
 * An admin removed a reported service (community): an active one is paused, and ServiceStatusChanged tells the
 * services that keep a copy. One already paused, completed or cancelled, deleted or unknown stays as it is.
 */
export const serviceTakenDownConsumer = onEvent(ServiceTakenDownEvent, async (takenDown, envelope, manager) => {
  if (!isUuid(takenDown.serviceId)) return;
  const service = await manager
    .getRepository(ServiceEntity)
    .findOne({ where: { id: takenDown.serviceId }, lock: { mode: 'pessimistic_write' } });
  if (!service || service.status !== 'active') return;
  const now = takenDown.takenDownAt ? timestampDate(takenDown.takenDownAt) : envelope.occurredAt;
  await manager.update(ServiceEntity, { id: service.id }, { status: 'paused', updatedAt: now });
  await outbox.add(
    manager,
    ServiceStatusChangedEvent,
    create(ServiceStatusChangedSchema, {
      serviceId: service.id,
      hostId: service.hostId,
      status: 'paused',
      previousStatus: 'active',
      changedAt: timestampFromDate(now),
    }),
    { key: service.id },
  );
});

export const moderationConsumers = [serviceTakenDownConsumer];
