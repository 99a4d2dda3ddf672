import type { StoredObject } from '@village/kit';
import { matchesEntityTag, type HttpReply } from './http-reply';

/** Sends a public photo variant: its id never changes content, so browsers and proxies keep it for a year. */
export function sendPhoto(reply: HttpReply, photo: StoredObject, ifNoneMatch: string | undefined): void {
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
