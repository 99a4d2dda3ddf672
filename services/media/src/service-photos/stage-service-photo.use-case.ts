import { Injectable } from '@nestjs/common';
import { StagePhotoUseCase } from '../objects/stage-photo.use-case';
import { servicePhotoKey } from './service-photo-paths';
import { SERVICE_PHOTO_VARIANTS } from './service-photo-variants';

/**
 * A photo a member adds to a service they are creating or editing: checked, re-encoded and kept `pending`, owned by
 * the member. ServiceListed or ServiceUpdated naming it attaches it to the service; otherwise the pending-upload
 * sweep removes it after an hour.
 */
@Injectable()
export class StageServicePhotoUseCase {
  constructor(private readonly stagePhoto: StagePhotoUseCase) {}

  execute(memberId: string, upload: Buffer): Promise<{ id: string }> {
    return this.stagePhoto.execute({
      upload,
      purpose: 'service_photo',
      ownerId: memberId,
      plan: SERVICE_PHOTO_VARIANTS,
      keyOf: servicePhotoKey,
    });
  }
}
