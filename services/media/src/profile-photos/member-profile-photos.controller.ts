import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { ReplaceProfilePhotoUseCase } from './replace-profile-photo.use-case';

/** The gateway hands a signed-in member's new profile photo here with the member's token (cluster-internal). */
@Controller('uploads')
export class MemberProfilePhotosController {
  constructor(private readonly replaceProfilePhoto: ReplaceProfilePhotoUseCase) {}

  @Post('profile-photos')
  @HttpCode(201)
  replace(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<{ id: string }> {
    return this.replaceProfilePhoto.execute(member.id, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  }
}
