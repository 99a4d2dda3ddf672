import { Agent } from 'node:https';
import { Client } from 'minio';
import { assertValidBucket, assertValidContentType, assertValidObjectKey, assertValidTtl } from './object-key';
import type { ObjectBucket, ObjectStore, StoredObject } from './object-store.port';

export interface S3ObjectStoreOptions {
  /** e.g. `http://127.0.0.1:9000` or `https://s3.eu-west-2.amazonaws.com`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  buckets: Record<ObjectBucket, string>;
  /** PEM certificates trusted for an https endpoint instead of the system's CAs (a private CA). */
  ca?: string[];
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);

const isNotFound = (error: unknown): boolean => NOT_FOUND.has((error as { code?: string }).code ?? '');

/**
 * Objects in two S3 buckets (MinIO or any S3-compatible store), created on first use if missing.
 * Neither bucket gets a public policy: the owning service serves public media itself.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: Client;
  private readonly region: string;
  private readonly buckets: Record<ObjectBucket, string>;
  private ready?: Promise<void>;

  constructor(options: S3ObjectStoreOptions) {
    const url = new URL(options.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      pathStyle: true,
      ...(useSSL && options.ca ? { transportAgent: new Agent({ keepAlive: true, ca: options.ca }) } : {}),
    });
    this.region = options.region;
    this.buckets = { ...options.buckets };
  }

  /** Creates the buckets that do not exist yet; every other method calls it first. */
  ensureBuckets(): Promise<void> {
    this.ready ??= this.createMissingBuckets().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async put(bucket: ObjectBucket, key: string, body: Buffer, contentType: string): Promise<void> {
    const name = this.bucketName(bucket, key);
    assertValidContentType(contentType);
    await this.ensureBuckets();
    await this.client.putObject(name, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(bucket: ObjectBucket, key: string): Promise<StoredObject | null> {
    const name = this.bucketName(bucket, key);
    await this.ensureBuckets();
    try {
      const stat = await this.client.statObject(name, key);
      const body = await this.client.getObject(name, key);
      const metaData = stat.metaData as Record<string, string | undefined>;
      return {
        body,
        contentType: metaData['content-type'] ?? 'application/octet-stream',
        size: stat.size,
        etag: stat.etag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(bucket: ObjectBucket, key: string): Promise<void> {
    const name = this.bucketName(bucket, key);
    await this.ensureBuckets();
    await this.client.removeObject(name, key);
  }

  async signedUrl(bucket: ObjectBucket, key: string, ttlSeconds: number): Promise<string> {
    const name = this.bucketName(bucket, key);
    assertValidTtl(ttlSeconds);
    await this.ensureBuckets();
    return this.client.presignedGetObject(name, key, ttlSeconds);
  }

  private bucketName(bucket: ObjectBucket, key: string): string {
    assertValidBucket(bucket);
    assertValidObjectKey(key);
    return this.buckets[bucket];
  }

  private async createMissingBuckets(): Promise<void> {
    for (const name of new Set(Object.values(this.buckets))) {
      if (await this.client.bucketExists(name)) continue;
      try {
        await this.client.makeBucket(name, this.region);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'BucketAlreadyOwnedByYou') throw error;
      }
    }
  }
}
