import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { StageProfilePhotoUseCase, type StagedPhoto } from './stage-profile-photo.use-case';

/**
 * Uploads for the gateway, inside the cluster only. Public because a registering member has no
 * account yet; the gateway rate-limits registration.
 */
@Public()
@Controller('uploads')
export class PendingProfilePhotosController {
  constructor(private readonly stageProfilePhoto: StageProfilePhotoUseCase) {}

  @Post('pending-profile-photos')
  @HttpCode(201)
  stage(@Body() body: unknown): Promise<StagedPhoto> {
    return this.stageProfilePhoto.execute(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  }
}
