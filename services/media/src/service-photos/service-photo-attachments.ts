import { isUuid } from '@village/kit';
import { In, Not, type EntityManager } from 'typeorm';
import { MediaObject } from '../objects/media-object.entity';
import { distinctPhotoIds } from './service-photo-ids';

export interface ServicePhotos {
  serviceId: string;
  hostId: string;
  /** The photos the service shows now, in order. */
  photoIds: readonly string[];
}

export interface ServicePhotoChanges {
  /** Pending photos of the host that now belong to the service. */
  attached: string[];
  /** Named photos that are not the host's pending ones nor already the service's: unknown, swept or someone else's. */
  ignored: string[];
  /** Photos of the service it no longer shows: the next sweep deletes their files and rows. */
  discarded: number;
}

/**
 * Makes the service's photos the ones it lists: the host's pending uploads it names are attached to it (service id
 * recorded), its attached photos it no longer names are discarded. Photos of other members, of other services and
 * unknown ids are left alone. Applying the same listing twice changes nothing the second time.
 */
export async function syncServicePhotos(manager: EntityManager, service: ServicePhotos): Promise<ServicePhotoChanges> {
  const { valid, malformed } = distinctPhotoIds(service.photoIds);
  if (!isUuid(service.serviceId) || !isUuid(service.hostId)) {
    return { attached: [], ignored: [...valid, ...malformed], discarded: 0 };
  }
  const attached =
    valid.length === 0
      ? []
      : (
          (
            await manager
              .createQueryBuilder()
              .update(MediaObject)
              .set({ status: 'attached', serviceId: service.serviceId, attachedAt: () => 'now()' })
              .where('id IN (:...ids) AND owner_id = :host AND purpose = :purpose AND status = :pending', {
                ids: valid,
                host: service.hostId,
                purpose: 'service_photo',
                pending: 'pending',
              })
              .returning(['id'])
              .execute()
          ).raw as { id: string }[]
        ).map((row) => row.id);
  const kept =
    valid.length === 0
      ? []
      : await manager.findBy(MediaObject, {
          id: In(valid),
          serviceId: service.serviceId,
          purpose: 'service_photo',
          status: 'attached',
        });
  const discarded = await manager.update(
    MediaObject,
    {
      serviceId: service.serviceId,
      purpose: 'service_photo',
      status: 'attached',
      ...(valid.length > 0 ? { id: Not(In(valid)) } : {}),
    },
    { status: 'discarded' },
  );
  const keptIds = new Set(kept.map((photo) => photo.id));
  return {
    attached,
    ignored: [...valid.filter((id) => !keptIds.has(id)), ...malformed],
    discarded: discarded.affected ?? 0,
  };
}

/**
 * Discards every photo of a deleted service: those attached to it, and the host's pending uploads it named (a
 * listing not yet seen). The next sweep deletes their files and rows.
 */
export async function discardServicePhotos(manager: EntityManager, service: ServicePhotos): Promise<number> {
  if (!isUuid(service.serviceId)) return 0;
  const { valid } = distinctPhotoIds(service.photoIds);
  const query = manager
    .createQueryBuilder()
    .update(MediaObject)
    .set({ status: 'discarded' })
    .where('purpose = :purpose AND status <> :discarded', { purpose: 'service_photo', discarded: 'discarded' })
    .andWhere(
      valid.length > 0 && isUuid(service.hostId)
        ? '(service_id = :service OR (id IN (:...ids) AND owner_id = :host AND status = :pending))'
        : 'service_id = :service',
      { service: service.serviceId, ids: valid, host: service.hostId, pending: 'pending' },
    );
  return (await query.execute()).affected ?? 0;
}
