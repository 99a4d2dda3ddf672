import { Logger } from '@nestjs/common';
import { isErasedMember, onEvent } from '@village/kit';
import { ServiceListedEvent } from '@village/proto';
import { syncServicePhotos } from './service-photo-attachments';
import { logIgnoredPhotos } from './service-photo-events';

const logger = new Logger('ServiceListedConsumer');

/** A new service shows the photos its host uploaded for it: they are attached to it. */
export const serviceListedConsumer = onEvent(ServiceListedEvent, async (listed, envelope, manager) => {
  if (!listed.service) return;
  const { serviceId, hostId, photoIds } = listed.service;
  if (await isErasedMember(manager, hostId)) return;
  logIgnoredPhotos(logger, serviceId, await syncServicePhotos(manager, { serviceId, hostId, photoIds }), envelope);
});
