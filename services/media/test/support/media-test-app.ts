import { TestClock } from '@village/kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { MediaEnv } from '../../src/env';
import { mediaService } from '../../src/media.service';

/** Where links in media's emails point in a spec. */
export const TEST_APP_URL = 'https://village.test';

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
  /** The SMTP server media sends to (its `send-mail` jobs run on `clock.runDue()`). */
  smtp: TestSmtpServer;
}

/**
 * Media on the spec file's own database, objects in a temporary directory, time on a `TestClock` from
 * `MEDIA_TEST_START`. `envOverrides` change the environment (e.g. the S3_* variables to store objects in S3).
 */
export async function startMedia(envOverrides: Record<string, string> = {}): Promise<MediaTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'village-media-'));
  const clock = new TestClock(MEDIA_TEST_START);
  const smtp = await startTestSmtpServer();
  try {
    const media = await startServiceForTest(mediaService, {
      env: {
        MEDIA_STORAGE_DIR: storageDir,
        MEDIA_SIGNING_SECRET: TEST_SIGNING_SECRET,
        APP_URL: TEST_APP_URL,
        SMTP_URL: smtp.url,
        ...envOverrides,
      },
      clock,
    });
    return {
      ...media,
      storageDir,
      clock,
      smtp,
      close: async () => {
        await media.close();
        await smtp.close();
        await rm(storageDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await smtp.close();
    await rm(storageDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The jobs media runs when a spec's clock jumps past a 10-minute mark: the pending-upload sweep and the completion of
 * finished meetings (every 10 minutes), and the sweep of erased members' objects (every minute), which the queue's
 * cron pass after the jump sends for the minute it left and the minute it lands in.
 */
export const TEN_MINUTE_JOBS = 4;
