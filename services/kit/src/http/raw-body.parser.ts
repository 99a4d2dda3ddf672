import type { HttpServer } from './http-server';

export interface RawBodyOptions {
  /** The content type whose bodies arrive as a Buffer, e.g. `application/octet-stream`. */
  contentType: string;
  limitBytes: number;
  /** The error a larger body gets (a domain error with the message a client should read). */
  tooLarge: () => Error;
}

/**
 * Accepts bodies of one content type as a Buffer of at most `limitBytes`. A larger body, declared or streamed,
 * is refused with `tooLarge()` as soon as it is seen.
 */
export function acceptRawBody(http: HttpServer, options: RawBodyOptions): void {
  const { contentType, limitBytes, tooLarge } = options;
  if (http.hasContentTypeParser(contentType)) http.removeContentTypeParser(contentType);
  http.addContentTypeParser(contentType, (request, payload, done) => {
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
