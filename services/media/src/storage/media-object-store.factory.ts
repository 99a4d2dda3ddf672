import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import {
  LocalDirectoryObjectStore,
  readPemFile,
  S3ObjectStore,
  systemClock,
  type Clock,
  type ObjectStore,
} from '@village/kit';
import type { MediaEnv } from '../env';

/** Where media serves the local store's signed links (see SignedLinksController). */
export const SIGNED_LINK_BASE = '/media/signed';

/** `clock` dates the local store's signed links (tests move it to expire them). */
export function createMediaObjectStore(
  env: MediaEnv,
  logger = new Logger('MediaStorage'),
  clock: Clock = systemClock,
): ObjectStore {
  if (env.S3_ENDPOINT) {
    logger.log(`objects in S3 at ${new URL(env.S3_ENDPOINT).host}`);
    return new S3ObjectStore({
      endpoint: env.S3_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY ?? '',
      secretKey: env.S3_SECRET_KEY ?? '',
      region: env.S3_REGION,
      buckets: { public: env.S3_PUBLIC_BUCKET, private: env.S3_PRIVATE_BUCKET },
      ...(env.S3_CA_FILE ? { ca: [readPemFile('S3_CA_FILE', env.S3_CA_FILE)] } : {}),
    });
  }
  if (!env.MEDIA_STORAGE_DIR) throw new Error('MEDIA_STORAGE_DIR: is required when S3_ENDPOINT is not set');
  let signingSecret = env.MEDIA_SIGNING_SECRET;
  if (!signingSecret) {
    logger.warn('MEDIA_SIGNING_SECRET is not set: signed links stop working when media restarts');
    signingSecret = randomBytes(32).toString('base64url');
  }
  const rootDir = resolve(env.MEDIA_STORAGE_DIR);
  logger.log(`objects in the local directory ${rootDir}`);
  return new LocalDirectoryObjectStore({
    rootDir,
    signingSecret,
    linkBase: SIGNED_LINK_BASE,
    now: () => clock.now().getTime(),
  });
}
