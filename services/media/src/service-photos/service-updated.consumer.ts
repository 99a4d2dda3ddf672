import { Logger } from '@nestjs/common';
import { onEvent } from '@village/kit';
import { ServiceUpdatedEvent } from '@village/proto';
import { syncServicePhotos } from './service-photo-attachments';
import { logIgnoredPhotos } from './service-photo-events';

const logger = new Logger('ServiceUpdatedConsumer');

/** An edited service: its new photos are attached, the ones it no longer lists are discarded (files and rows go). */
export const serviceUpdatedConsumer = onEvent(ServiceUpdatedEvent, async (updated, envelope, manager) => {
  if (!updated.service) return;
  const { serviceId, hostId, photoIds } = updated.service;
  logIgnoredPhotos(logger, serviceId, await syncServicePhotos(manager, { serviceId, hostId, photoIds }), envelope);
});
