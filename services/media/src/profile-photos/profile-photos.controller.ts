import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { Public } from '@village/kit';
import type { ImageVariantName } from '../images/image-processor';
import { matchesEntityTag, type HttpReply } from '../http/http-reply';
import { mediaNotFound } from '../media.errors';
import { OpenProfilePhotoUseCase } from './open-profile-photo.use-case';
import { PROFILE_PHOTO_FILE } from './profile-photo-paths';

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
    const variant = PROFILE_PHOTO_FILE.exec(file)?.[1] as ImageVariantName | undefined;
    if (!variant) throw mediaNotFound();
    const photo = await this.openProfilePhoto.execute(id, variant);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${photo.etag}"`)
      .header('x-content-type-options', 'nosniff');
    if (matchesEntityTag(ifNoneMatch, photo.etag)) {
      photo.body.destroy();
      reply.status(304).send();
      return;
    }
    reply.status(200).header('content-type', 'image/webp').header('content-length', photo.size).send(photo.body);
  }
}
