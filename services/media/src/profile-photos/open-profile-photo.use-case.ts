import { Injectable } from '@nestjs/common';
import type { StoredObject } from '@village/kit';
import { OpenPhotoVariantUseCase } from '../objects/open-photo-variant.use-case';
import type { ProfilePhotoVariant } from './profile-photo-variants';

/** A variant of an attached profile photo; pending and unknown photos are not found. */
@Injectable()
export class OpenProfilePhotoUseCase {
  constructor(private readonly openPhotoVariant: OpenPhotoVariantUseCase) {}

  execute(photoId: string, variant: ProfilePhotoVariant): Promise<StoredObject> {
    return this.openPhotoVariant.execute({ photoId, variant, purpose: 'profile_photo', servedWhile: ['attached'] });
  }
}
