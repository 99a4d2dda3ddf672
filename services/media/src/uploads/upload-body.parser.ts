import { PayloadTooLargeException } from '@nestjs/common';
import type { createServiceApp } from '@village/kit';
import { MAX_IMAGE_BYTES } from '../images/image-processor';
import { IMAGE_TOO_LARGE_MESSAGE } from '../media.errors';

type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;

/** A little above the image limit, so the image check (not the transport) answers files just over 10MB. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const OCTET_STREAM = 'application/octet-stream';

const tooLarge = (): PayloadTooLargeException => new PayloadTooLargeException({ message: IMAGE_TOO_LARGE_MESSAGE });

/** Raw uploads (`application/octet-stream`) arrive as a Buffer; larger bodies get a 413 with the spec message. */
export function registerUploadBodyParser(app: ServiceApp, limitBytes = UPLOAD_BODY_LIMIT_BYTES): void {
  const fastify = app.getHttpAdapter().getInstance();
  if (fastify.hasContentTypeParser(OCTET_STREAM)) fastify.removeContentTypeParser(OCTET_STREAM);
  fastify.addContentTypeParser(OCTET_STREAM, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
      payload.resume();
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null, body?: Buffer): void => {
      if (settled) return;
      settled = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) {
        chunks.length = 0;
        settle(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => settle(null, Buffer.concat(chunks, size)));
    payload.on('error', (error) => settle(error));
  });
}
