import { OBJECT_BUCKETS, type ObjectBucket } from './object-store.port';

export const MAX_OBJECT_KEY_LENGTH = 512;
export const MAX_SIGNED_URL_TTL_SECONDS = 7 * 24 * 60 * 60;

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9_-]+=[a-z0-9_.-]+)*$/i;

export class InvalidObjectKeyError extends Error {
  constructor(key: unknown) {
    super(`Invalid object key ${JSON.stringify(typeof key === 'string' ? key.slice(0, 100) : key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Refuses keys that could name anything outside their bucket: `..`, `.`, absolute, empty or odd segments. */
export function assertValidObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_OBJECT_KEY_LENGTH) {
    throw new InvalidObjectKeyError(key);
  }
  if (!key.split('/').every((segment) => KEY_SEGMENT.test(segment))) throw new InvalidObjectKeyError(key);
}

export function assertValidBucket(bucket: string): asserts bucket is ObjectBucket {
  if (!OBJECT_BUCKETS.includes(bucket as ObjectBucket)) throw new Error(`Unknown bucket "${bucket}"`);
}

export function assertValidContentType(contentType: string): void {
  if (typeof contentType !== 'string' || contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
    throw new Error(`Invalid content type ${JSON.stringify(contentType)}`);
  }
}

export function assertValidTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new RangeError(`A signed link lives 1 to ${MAX_SIGNED_URL_TTL_SECONDS} whole seconds, not ${ttlSeconds}`);
  }
}
