import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '@village/kit';
import { mapped } from '../http/media-http-error';
import { StageProfilePhotoUseCase, type StagedPhoto } from '../profile-photos/stage-profile-photo.use-case';

/**
 * Uploads for the gateway, inside the cluster only. Public because a registering member has no
 * account yet; the gateway rate-limits registration.
 */
@Public()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly stageProfilePhoto: StageProfilePhotoUseCase) {}

  @Post('pending-profile-photos')
  @HttpCode(201)
  stage(@Body() body: unknown): Promise<StagedPhoto> {
    return mapped(() => this.stageProfilePhoto.execute(Buffer.isBuffer(body) ? body : Buffer.alloc(0)));
  }
}
