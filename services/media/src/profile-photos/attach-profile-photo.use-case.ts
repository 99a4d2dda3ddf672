import { isUuid } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { MediaObject } from '../objects/media-object.entity';
import { ProfilePhoto } from './profile-photo.entity';

export interface AttachProfilePhotoCommand {
  userId: string;
  photoId: string;
}

/**
 * Makes a pending profile-photo upload the member's profile photo. Unknown, swept or already attached
 * ids change nothing, so applying the same command twice has one effect. Returns whether it attached.
 */
export async function attachProfilePhoto(manager: EntityManager, command: AttachProfilePhotoCommand): Promise<boolean> {
  if (!isUuid(command.userId) || !isUuid(command.photoId)) return false;
  const attached = await manager
    .createQueryBuilder()
    .update(MediaObject)
    .set({ status: 'attached', ownerId: command.userId, attachedAt: () => 'now()' })
    .where('id = :id AND status = :pending AND purpose = :purpose', {
      id: command.photoId,
      pending: 'pending',
      purpose: 'profile_photo',
    })
    .execute();
  if (!attached.affected) return false;
  await manager.upsert(ProfilePhoto, { userId: command.userId, mediaObjectId: command.photoId }, ['userId']);
  return true;
}
