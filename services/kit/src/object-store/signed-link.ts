import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertValidBucket, assertValidObjectKey, assertValidTtl } from './object-key';
import type { ObjectBucket } from './object-store.port';

export const MIN_SIGNING_SECRET_LENGTH = 32;

export interface SignedObjectRef {
  bucket: ObjectBucket;
  key: string;
  expiresAt: Date;
}

interface LinkPayload {
  b: string;
  k: string;
  e: number;
}

const SIGNATURE_CONTEXT = 'village-object-link.v1.';

/**
 * Expiring, HMAC-SHA256-signed tokens naming one object: `<base64url payload>.<base64url signature>`.
 * A token is accepted only with its exact signature, before its expiry.
 */
export class SignedLinkSigner {
  private readonly secret: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < MIN_SIGNING_SECRET_LENGTH) {
      throw new Error(`The signing secret must be at least ${MIN_SIGNING_SECRET_LENGTH} characters`);
    }
    this.secret = Buffer.from(secret, 'utf8');
  }

  sign(bucket: ObjectBucket, key: string, ttlSeconds: number): string {
    assertValidBucket(bucket);
    assertValidObjectKey(key);
    assertValidTtl(ttlSeconds);
    const payload: LinkPayload = { b: bucket, k: key, e: Math.floor(this.now() / 1000) + ttlSeconds };
    const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${encoded}.${this.signature(encoded)}`;
  }

  /** The object a token names, or null when the token is malformed, tampered with or expired. */
  verify(token: string): SignedObjectRef | null {
    if (typeof token !== 'string' || token.length > 2048) return null;
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [encoded, signature] = parts;
    const expected = Buffer.from(this.signature(encoded), 'utf8');
    const actual = Buffer.from(signature, 'utf8');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    const payload = parsePayload(encoded);
    if (!payload || payload.e * 1000 <= this.now()) return null;
    return { bucket: payload.b as ObjectBucket, key: payload.k, expiresAt: new Date(payload.e * 1000) };
  }

  private signature(encodedPayload: string): string {
    return createHmac('sha256', this.secret).update(SIGNATURE_CONTEXT).update(encodedPayload).digest('base64url');
  }
}

function parsePayload(encoded: string): LinkPayload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<LinkPayload>;
    if (typeof value.b !== 'string' || typeof value.k !== 'string' || !Number.isInteger(value.e)) return null;
    assertValidBucket(value.b);
    assertValidObjectKey(value.k);
    return value as LinkPayload;
  } catch {
    return null;
  }
}
