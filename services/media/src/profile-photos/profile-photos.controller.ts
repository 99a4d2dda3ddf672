import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { Public } from '@village/kit';
import type { HttpReply } from '../http/http-reply';
import { sendPhoto } from '../http/send-photo';
import { mediaNotFound } from '../media.errors';
import { OpenProfilePhotoUseCase } from './open-profile-photo.use-case';
import { PROFILE_PHOTO_FILE } from './profile-photo-paths';
import type { ProfilePhotoVariant } from './profile-photo-variants';

/** Serves attached profile photos; a photo's id never changes content, so it is cached for a year. */
@Public()
@Controller('media/profile-photos')
export class ProfilePhotosController {
  constructor(private readonly openProfilePhoto: OpenProfilePhotoUseCase) {}

  @Get(':id/:file')
  async serve(
    @Param('id') id: string,
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: HttpReply,
  ): Promise<void> {
    const variant = PROFILE_PHOTO_FILE.exec(file)?.[1] as ProfilePhotoVariant | undefined;
    if (!variant) throw mediaNotFound();
    sendPhoto(reply, await this.openProfilePhoto.execute(id, variant), ifNoneMatch);
  }
}
