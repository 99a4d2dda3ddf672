import { onEvent } from '@village/kit';
import { ServiceDeletedEvent } from '@village/proto';
import { discardServicePhotos } from './service-photo-attachments';

/** A deleted service's photos go with it: discarded at once, files and rows deleted by the next sweep. */
export const serviceDeletedConsumer = onEvent(ServiceDeletedEvent, async (deleted, _envelope, manager) => {
  await discardServicePhotos(manager, {
    serviceId: deleted.serviceId,
    hostId: deleted.hostId,
    photoIds: deleted.photoIds,
  });
});
