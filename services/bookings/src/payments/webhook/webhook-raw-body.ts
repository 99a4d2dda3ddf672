import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { HttpServer } from '@village/kit';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';

/** Webhook events are small; a larger body is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * Keeps the exact bytes of a webhook's body (its signature covers them, not the parsed JSON) before the JSON parser
 * reads them again from a replay of the same bytes. Other routes are untouched.
 */
export function keepWebhookRawBody(http: HttpServer): void {
  http.addHook('preParsing', async (request, _reply, payload) => {
    if (request.url.split('?')[0] !== PAYMENT_WEBHOOK_PATH) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += bytes.length;
      if (size > WEBHOOK_BODY_LIMIT_BYTES) break;
      chunks.push(bytes);
    }
    const body = Buffer.concat(chunks);
    if (size <= WEBHOOK_BODY_LIMIT_BYTES) rawBodies.set(request.raw, body);
    return Readable.from([body]);
  });
}

/** The webhook's body as it arrived, or null when there was none (or it was too large to be one). */
export const webhookRawBodyOf = (request: IncomingMessage): Buffer | null => rawBodies.get(request) ?? null;
