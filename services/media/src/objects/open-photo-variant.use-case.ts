import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, OBJECT_STORE, type ObjectStore, type StoredObject } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { mediaNotFound } from '../media.errors';
import { MediaObject, type MediaObjectStatus, type MediaPurpose } from './media-object.entity';

export interface OpenPhotoVariantQuery {
  photoId: string;
  variant: string;
  purpose: MediaPurpose;
  /** The statuses in which this kind of photo is served. */
  servedWhile: readonly MediaObjectStatus[];
}

/** A stored variant of a public photo; unknown ids, other purposes and statuses not served are not found. */
@Injectable()
export class OpenPhotoVariantUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async execute(query: OpenPhotoVariantQuery): Promise<StoredObject> {
    if (!isUuid(query.photoId)) throw mediaNotFound();
    const photo = await this.dataSource
      .getRepository(MediaObject)
      .findOneBy({ id: query.photoId, purpose: query.purpose, status: In([...query.servedWhile]), bucket: 'public' });
    const stored = photo && Object.hasOwn(photo.variants, query.variant) ? photo.variants[query.variant] : undefined;
    const object = photo && stored ? await this.store.get(photo.bucket, stored.key) : null;
    if (!object) throw mediaNotFound();
    return object;
  }
}
