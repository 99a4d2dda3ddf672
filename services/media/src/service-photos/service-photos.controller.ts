import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { Public } from '@village/kit';
import type { HttpReply } from '../http/http-reply';
import { sendPhoto } from '../http/send-photo';
import { mediaNotFound } from '../media.errors';
import { OpenPhotoVariantUseCase } from '../objects/open-photo-variant.use-case';
import { SERVICE_PHOTO_FILE } from './service-photo-paths';

/**
 * Serves service photos, pending ones too: the create form previews them before the service exists, and their ids
 * are random uuids known only to whoever uploaded or was shown them. Discarded and unknown photos are not found.
 */
@Public()
@Controller('media/service-photos')
export class ServicePhotosController {
  constructor(private readonly openPhotoVariant: OpenPhotoVariantUseCase) {}

  @Get(':id/:file')
  async serve(
    @Param('id') id: string,
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: HttpReply,
  ): Promise<void> {
    const variant = SERVICE_PHOTO_FILE.exec(file)?.[1];
    if (!variant) throw mediaNotFound();
    const photo = await this.openPhotoVariant.execute({
      photoId: id,
      variant,
      purpose: 'service_photo',
      servedWhile: ['pending', 'attached'],
    });
    sendPhoto(reply, photo, ifNoneMatch);
  }
}
