import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { MediaEnv } from '../../src/env';
import { mediaService } from '../../src/media.service';

export const TEST_SIGNING_SECRET = 'media-integration-signing-secret-0123456789';

export interface MediaTestApp extends ServiceTestApp<MediaEnv> {
  /** The local object store's root: one folder per bucket. */
  storageDir: string;
}

/**
 * Media on the spec file's own database, objects in a temporary directory. `envOverrides` change the
 * environment (e.g. the S3_* variables to store objects in S3).
 */
export async function startMedia(envOverrides: Record<string, string> = {}): Promise<MediaTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'village-media-'));
  try {
    const media = await startServiceForTest(mediaService, {
      env: { MEDIA_STORAGE_DIR: storageDir, MEDIA_SIGNING_SECRET: TEST_SIGNING_SECRET, ...envOverrides },
    });
    return {
      ...media,
      storageDir,
      close: async () => {
        await media.close();
        await rm(storageDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(storageDir, { recursive: true, force: true });
    throw error;
  }
}
