import { acceptRawBody, type HttpServer } from '@village/kit';
import { MAX_IMAGE_BYTES } from '../images/image-processor';
import { imageTooLarge } from '../media.errors';

/** A little above the image limit, so the image check (not the transport) answers files just over 10MB. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Photo uploads arrive raw (`application/octet-stream`) as a Buffer; larger bodies get the spec's 413. */
export function acceptPhotoUploads(http: HttpServer): void {
  acceptRawBody(http, {
    contentType: 'application/octet-stream',
    limitBytes: UPLOAD_BODY_LIMIT_BYTES,
    tooLarge: imageTooLarge,
  });
}
