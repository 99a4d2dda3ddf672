import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OBJECT_STORE, type ObjectStore, type StoredObject } from '@village/kit';
import type { DataSource } from 'typeorm';
import type { ImageVariantName } from '../images/image-processor';
import { mediaNotFound } from '../media.errors';
import { MediaObject } from '../objects/media-object.entity';
import { isUuid } from '../objects/uuid';

/** A variant of an attached profile photo; pending and unknown photos are not found. */
@Injectable()
export class OpenProfilePhotoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async execute(photoId: string, variant: ImageVariantName): Promise<StoredObject> {
    if (!isUuid(photoId)) throw mediaNotFound();
    const photo = await this.dataSource
      .getRepository(MediaObject)
      .findOneBy({ id: photoId, status: 'attached', purpose: 'profile_photo' });
    const stored = photo?.variants[variant];
    const object = photo && stored ? await this.store.get(photo.bucket, stored.key) : null;
    if (!object) throw mediaNotFound();
    return object;
  }
}
