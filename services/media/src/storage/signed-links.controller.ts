import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { LocalDirectoryObjectStore, OBJECT_STORE, Public, type ObjectStore } from '@village/kit';
import type { HttpReply } from '../http/http-reply';
import { linkInvalid, mediaNotFound } from '../media.errors';

/**
 * Opens the local store's signed links (S3 links point at the S3 server instead). The token is the
 * credential: expired, tampered or foreign tokens are refused.
 */
@Public()
@Controller('media/signed')
export class SignedLinksController {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  @Get()
  async open(@Query('token') token: unknown, @Res() reply: HttpReply): Promise<void> {
    if (!(this.store instanceof LocalDirectoryObjectStore)) throw mediaNotFound();
    const ref = typeof token === 'string' ? this.store.verifySignedToken(token) : null;
    if (!ref) throw linkInvalid();
    const object = await this.store.get(ref.bucket, ref.key);
    if (!object) throw mediaNotFound();
    reply
      .status(200)
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('referrer-policy', 'no-referrer')
      .send(object.body);
  }
}
