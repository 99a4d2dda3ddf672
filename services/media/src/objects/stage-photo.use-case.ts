import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OBJECT_STORE, type Clock, type ObjectStore } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ImageProcessor, type ProcessedImage } from '../images/image-processor';
import { variantNamesOf, type VariantPlan } from '../images/variant-plan';
import { MediaObject, type MediaPurpose, type StoredVariant } from './media-object.entity';

export interface StagePhotoCommand<Name extends string> {
  upload: Buffer;
  purpose: MediaPurpose;
  /** The member it belongs to, or null before the account exists (a photo chosen at registration). */
  ownerId: string | null;
  plan: VariantPlan<Name>;
  /** Where a variant is kept in the public bucket. */
  keyOf: (photoId: string, variant: Name) => string;
}

/**
 * A photo upload: checked by content, re-encoded into the plan's WebP variants without metadata and stored in the
 * public bucket as a `pending` object. The event naming it attaches it; otherwise the pending-upload sweep removes it
 * an hour after `createdAt` (the service's clock).
 */
@Injectable()
export class StagePhotoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly images: ImageProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute<Name extends string>(command: StagePhotoCommand<Name>): Promise<{ id: string }> {
    const image = await this.images.process(command.upload, command.plan);
    const id = randomUUID();
    const names = variantNamesOf(command.plan);
    const variants = storedVariants(image, names, (name) => command.keyOf(id, name));
    const primary = image.variants[command.plan.primary];
    // The row comes first, so the sweep finds the files of an upload that fails half-way.
    await this.dataSource.getRepository(MediaObject).insert({
      id,
      ownerId: command.ownerId,
      purpose: command.purpose,
      status: 'pending',
      bucket: 'public',
      variants,
      contentType: primary.contentType,
      byteSize: primary.data.length,
      width: primary.width,
      height: primary.height,
      createdAt: this.clock.now(),
      attachedAt: null,
    });
    try {
      await Promise.all(
        names.map((name) =>
          this.store.put('public', variants[name].key, image.variants[name].data, image.variants[name].contentType),
        ),
      );
    } catch (error) {
      await Promise.allSettled(names.map((name) => this.store.delete('public', variants[name].key)));
      await this.dataSource.getRepository(MediaObject).delete({ id });
      throw error;
    }
    return { id };
  }
}

function storedVariants<Name extends string>(
  image: ProcessedImage<Name>,
  names: readonly Name[],
  keyOf: (variant: Name) => string,
): Record<Name, StoredVariant> {
  return Object.fromEntries(
    names.map((name) => {
      const variant = image.variants[name];
      const stored: StoredVariant = {
        key: keyOf(name),
        contentType: variant.contentType,
        width: variant.width,
        height: variant.height,
        byteSize: variant.data.length,
      };
      return [name, stored];
    }),
  ) as Record<Name, StoredVariant>;
}
