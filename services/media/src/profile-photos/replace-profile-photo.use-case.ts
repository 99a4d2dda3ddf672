import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OBJECT_STORE, type ObjectStore } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MediaObject } from '../objects/media-object.entity';
import { attachProfilePhoto } from './attach-profile-photo.use-case';
import { ProfilePhoto } from './profile-photo.entity';
import { StageProfilePhotoUseCase } from './stage-profile-photo.use-case';

/**
 * A signed-in member's new profile photo: checked and re-encoded (no metadata kept) as at registration, made their
 * profile photo at once, and the old photo's files and row deleted.
 */
@Injectable()
export class ReplaceProfilePhotoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly stageProfilePhoto: StageProfilePhotoUseCase,
  ) {}

  async execute(userId: string, upload: Buffer): Promise<{ id: string }> {
    const { id } = await this.stageProfilePhoto.execute(upload);
    const old = await this.dataSource.transaction(async (manager) => {
      const previous = await manager.findOneBy(ProfilePhoto, { userId });
      await attachProfilePhoto(manager, { userId, photoId: id });
      if (!previous || previous.mediaObjectId === id) return null;
      const object = await manager.findOneBy(MediaObject, { id: previous.mediaObjectId });
      if (object) await manager.delete(MediaObject, { id: object.id });
      return object;
    });
    if (old) {
      await Promise.allSettled(
        Object.values(old.variants).map((variant) => this.store.delete(old.bucket, variant.key)),
      );
    }
    return { id };
  }
}
