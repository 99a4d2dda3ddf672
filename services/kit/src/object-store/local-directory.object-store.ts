import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, rmdir, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidBucket, assertValidContentType, assertValidObjectKey } from './object-key';
import type { ObjectBucket, ObjectStore, StoredObject } from './object-store.port';
import { SignedLinkSigner, type SignedObjectRef } from './signed-link';

export interface LocalDirectoryObjectStoreOptions {
  /** Holds one folder per bucket, plus `.meta` (content types) and `.tmp` (writes in progress). */
  rootDir: string;
  /** At least 32 characters; signs the links `signedUrl` returns. */
  signingSecret: string;
  /** Where the service verifying the links serves them; links are `<linkBase>?token=<token>`. */
  linkBase?: string;
  now?: () => number;
}

interface ObjectMetadata {
  contentType: string;
  size: number;
  etag: string;
}

export const DEFAULT_SIGNED_LINK_BASE = '/media/signed';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const isMissing = (error: unknown): boolean => MISSING.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under `<rootDir>/<bucket>/<key>`, written atomically (temporary file, fsync, rename).
 * Signed links are tokens this store signs and checks itself (`verifySignedToken`); the service that
 * owns the store serves them under `linkBase`.
 */
export class LocalDirectoryObjectStore implements ObjectStore {
  private readonly rootDir: string;
  private readonly tmpDir: string;
  private readonly linkBase: string;
  private readonly signer: SignedLinkSigner;
  private ready?: Promise<void>;

  constructor(options: LocalDirectoryObjectStoreOptions) {
    this.rootDir = resolve(options.rootDir);
    this.tmpDir = join(this.rootDir, '.tmp');
    this.linkBase = options.linkBase ?? DEFAULT_SIGNED_LINK_BASE;
    this.signer = new SignedLinkSigner(options.signingSecret, options.now);
  }

  async put(bucket: ObjectBucket, key: string, body: Buffer, contentType: string): Promise<void> {
    const { dataPath, metaPath } = this.pathsOf(bucket, key);
    assertValidContentType(contentType);
    await this.ensureRoot();
    const metadata: ObjectMetadata = {
      contentType,
      size: body.length,
      etag: createHash('sha256').update(body).digest('hex').slice(0, 32),
    };
    const tmpData = await this.writeTemporary(body);
    let tmpMeta: string | undefined;
    try {
      tmpMeta = await this.writeTemporary(Buffer.from(JSON.stringify(metadata), 'utf8'));
      await this.moveIntoPlace(tmpMeta, metaPath);
      await this.moveIntoPlace(tmpData, dataPath);
    } finally {
      await rm(tmpData, { force: true });
      if (tmpMeta) await rm(tmpMeta, { force: true });
    }
  }

  async get(bucket: ObjectBucket, key: string): Promise<StoredObject | null> {
    const { dataPath, metaPath } = this.pathsOf(bucket, key);
    let handle: FileHandle;
    try {
      handle = await open(dataPath, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const metadata = await readMetadata(metaPath);
      return {
        body: handle.createReadStream(),
        contentType: metadata?.contentType ?? FALLBACK_CONTENT_TYPE,
        size: stats.size,
        etag:
          metadata?.size === stats.size ? metadata.etag : `${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}`,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(bucket: ObjectBucket, key: string): Promise<void> {
    const { dataPath, metaPath } = this.pathsOf(bucket, key);
    await rm(dataPath, { force: true });
    await rm(metaPath, { force: true });
    await this.pruneEmptyFolders(dirname(dataPath), join(this.rootDir, bucket));
    await this.pruneEmptyFolders(dirname(metaPath), join(this.rootDir, '.meta', bucket));
  }

  async signedUrl(bucket: ObjectBucket, key: string, ttlSeconds: number): Promise<string> {
    return `${this.linkBase}?token=${this.signer.sign(bucket, key, ttlSeconds)}`;
  }

  /** The object a token from `signedUrl` names, or null when it is malformed, tampered with or expired. */
  verifySignedToken(token: string): SignedObjectRef | null {
    return this.signer.verify(token);
  }

  private pathsOf(bucket: ObjectBucket, key: string): { dataPath: string; metaPath: string } {
    assertValidBucket(bucket);
    assertValidObjectKey(key);
    const bucketDir = join(this.rootDir, bucket);
    const metaDir = join(this.rootDir, '.meta', bucket);
    const dataPath = resolve(bucketDir, key);
    const metaPath = `${resolve(metaDir, key)}.json`;
    if (!dataPath.startsWith(bucketDir + sep) || !metaPath.startsWith(metaDir + sep)) {
      throw new Error('Object key resolves outside its bucket');
    }
    return { dataPath, metaPath };
  }

  private ensureRoot(): Promise<void> {
    this.ready ??= mkdir(this.tmpDir, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        this.ready = undefined;
        throw error;
      },
    );
    return this.ready;
  }

  private async writeTemporary(content: Buffer): Promise<string> {
    const path = join(this.tmpDir, randomUUID());
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(path, { force: true });
      throw error;
    }
    await handle.close();
    return path;
  }

  /** Renames into place; retried once if a concurrent delete pruned the folder in between. */
  private async moveIntoPlace(from: string, to: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(dirname(to), { recursive: true });
      try {
        await rename(from, to);
        return;
      } catch (error) {
        if (attempt >= 2 || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private async pruneEmptyFolders(from: string, stopAt: string): Promise<void> {
    for (let dir = from; dir.startsWith(stopAt + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }
}

async function readMetadata(path: string): Promise<ObjectMetadata | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ObjectMetadata;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}
