import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { StageServicePhotoUseCase } from './stage-service-photo.use-case';

/** The gateway hands a member's service photo here with the member's token (cluster-internal). */
@Controller('uploads')
export class MemberServicePhotosController {
  constructor(private readonly stageServicePhoto: StageServicePhotoUseCase) {}

  @Post('service-photos')
  @HttpCode(201)
  stage(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<{ id: string }> {
    return this.stageServicePhoto.execute(member.id, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  }
}
