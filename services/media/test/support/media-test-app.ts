import { TestClock } from '@village/kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { MediaEnv } from '../../src/env';
import { mediaService } from '../../src/media.service';

export const TEST_SIGNING_SECRET = 'media-integration-signing-secret-0123456789';

/**
 * Where media's clock starts in a spec: 30 s before a 10-minute mark of the sweep's schedule. Nothing is due
 * as media starts (on the mark, whether the first sweep runs would depend on when pg-boss's first cron pass
 * lands), and an upload made then is 60.5 minutes old at the sweep of 01:10.
 */
export const MEDIA_TEST_START = new Date('2030-01-01T00:09:30Z');

export interface MediaTestApp extends ServiceTestApp<MediaEnv> {
  /** The local object store's root: one folder per bucket. */
  storageDir: string;
  /** Media's clock and its job queue's: scheduled work runs only on `clock.advance(...)` + `clock.runDue()`. */
  clock: TestClock;
}

/**
 * Media on the spec file's own database, objects in a temporary directory, time on a `TestClock` from
 * `MEDIA_TEST_START`. `envOverrides` change the environment (e.g. the S3_* variables to store objects in S3).
 */
export async function startMedia(envOverrides: Record<string, string> = {}): Promise<MediaTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'village-media-'));
  const clock = new TestClock(MEDIA_TEST_START);
  try {
    const media = await startServiceForTest(mediaService, {
      env: { MEDIA_STORAGE_DIR: storageDir, MEDIA_SIGNING_SECRET: TEST_SIGNING_SECRET, ...envOverrides },
      clock,
    });
    return {
      ...media,
      storageDir,
      clock,
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
