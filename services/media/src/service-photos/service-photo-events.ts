import type { Logger } from '@nestjs/common';
import type { EventEnvelope } from '@village/kit';
import type { ServicePhotoChanges } from './service-photo-attachments';

/** One line per event that named photos media could not give the service (unknown, swept or someone else's). */
export function logIgnoredPhotos(
  logger: Logger,
  serviceId: string,
  changes: ServicePhotoChanges,
  envelope: EventEnvelope,
): void {
  if (changes.ignored.length === 0) return;
  logger.warn(
    `photos ${changes.ignored.join(', ')} of service ${serviceId} are not the host's pending or attached photos; ` +
      `ignored (event ${envelope.id})`,
  );
}
