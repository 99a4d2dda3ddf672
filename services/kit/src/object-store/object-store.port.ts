import type { Readable } from 'node:stream';

/** `public`: media anyone may see once published (profile and service photos). `private`: identity documents. */
export type ObjectBucket = 'public' | 'private';

export const OBJECT_BUCKETS: readonly ObjectBucket[] = ['public', 'private'];

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  /** Opaque entity tag of the stored bytes, without quotes. */
  etag: string;
}

/**
 * The object-storage port. Adapters: `LocalDirectoryObjectStore` (embedded default) and
 * `S3ObjectStore` (MinIO or any S3-compatible store); both pass test/object-store/object-store.contract.ts.
 *
 * Keys are `/`-separated segments of `[A-Za-z0-9._-]` that never start with a dot (see `assertValidObjectKey`);
 * every method refuses any other key with `InvalidObjectKeyError`.
 */
export interface ObjectStore {
  /** Stores `body` under `key`, replacing what was there. */
  put(bucket: ObjectBucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(bucket: ObjectBucket, key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: ObjectBucket, key: string): Promise<void>;
  /** A link that reads the object without other credentials until it expires (1 s to 7 days). */
  signedUrl(bucket: ObjectBucket, key: string, ttlSeconds: number): Promise<string>;
}

/** Nest injection token of the service's `ObjectStore`. */
export const OBJECT_STORE = Symbol('OBJECT_STORE');
