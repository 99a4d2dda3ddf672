import { Injectable } from '@nestjs/common';
import { StagePhotoUseCase } from '../objects/stage-photo.use-case';
import { profilePhotoKey } from './profile-photo-paths';
import { PROFILE_PHOTO_VARIANTS } from './profile-photo-variants';

export interface StagedPhoto {
  id: string;
}

/**
 * A photo chosen during registration, before the account exists: checked, re-encoded and stored as a
 * `pending` object without an owner. UserRegistered naming its id attaches it; otherwise the pending-upload sweep
 * removes it an hour after `createdAt` (the service's clock).
 */
@Injectable()
export class StageProfilePhotoUseCase {
  constructor(private readonly stagePhoto: StagePhotoUseCase) {}

  execute(upload: Buffer): Promise<StagedPhoto> {
    return this.stagePhoto.execute({
      upload,
      purpose: 'profile_photo',
      ownerId: null,
      plan: PROFILE_PHOTO_VARIANTS,
      keyOf: profilePhotoKey,
    });
  }
}
