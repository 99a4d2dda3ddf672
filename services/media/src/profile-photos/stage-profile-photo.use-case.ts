import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OBJECT_STORE, type Clock, type ObjectStore } from '@village/kit';
import type { DataSource } from 'typeorm';
import { IMAGE_VARIANT_NAMES, ImageProcessor, type ProcessedImage } from '../images/image-processor';
import { MediaObject, type StoredVariant } from '../objects/media-object.entity';
import { profilePhotoKey } from './profile-photo-paths';

export interface StagedPhoto {
  id: string;
}

/**
 * A photo chosen during registration, before the account exists: checked, re-encoded and stored as a
 * `pending` object. UserRegistered naming its id attaches it; otherwise the pending-upload sweep removes it
 * an hour after `createdAt` (the service's clock).
 */
@Injectable()
export class StageProfilePhotoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly images: ImageProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(upload: Buffer): Promise<StagedPhoto> {
    const image = await this.images.process(upload);
    const id = randomUUID();
    const variants = storedVariants(id, image);
    const { large } = image.variants;
    // The row comes first, so the sweep finds the files of an upload that fails half-way.
    await this.dataSource.getRepository(MediaObject).insert({
      id,
      ownerId: null,
      purpose: 'profile_photo',
      status: 'pending',
      bucket: 'public',
      variants,
      contentType: large.contentType,
      byteSize: large.data.length,
      width: large.width,
      height: large.height,
      createdAt: this.clock.now(),
      attachedAt: null,
    });
    try {
      await Promise.all(
        IMAGE_VARIANT_NAMES.map((name) =>
          this.store.put('public', variants[name].key, image.variants[name].data, image.variants[name].contentType),
        ),
      );
    } catch (error) {
      await Promise.allSettled(IMAGE_VARIANT_NAMES.map((name) => this.store.delete('public', variants[name].key)));
      await this.dataSource.getRepository(MediaObject).delete({ id });
      throw error;
    }
    return { id };
  }
}

function storedVariants(id: string, image: ProcessedImage): Record<string, StoredVariant> {
  return Object.fromEntries(
    IMAGE_VARIANT_NAMES.map((name) => {
      const variant = image.variants[name];
      const stored: StoredVariant = {
        key: profilePhotoKey(id, name),
        contentType: variant.contentType,
        width: variant.width,
        height: variant.height,
        byteSize: variant.data.length,
      };
      return [name, stored];
    }),
  );
}
