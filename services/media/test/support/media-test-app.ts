import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, migrateEventLog, runMigrations, serviceDataSourceOptions } from '@village/kit';
import { DataSource } from 'typeorm';
import { mediaEnvSchema, type MediaEnv } from '../../src/env';
import { MEDIA_SCHEMA, mediaEntities, mediaMigrations } from '../../src/media.data-source';
import { createMediaApp, type MediaApp } from '../../src/media-app';
import { createScratchDatabase, type ScratchDatabase } from './test-database';
import { startTestTokens, type TestTokens } from './test-tokens';

export const TEST_SIGNING_SECRET = 'media-integration-signing-secret-0123456789';

export interface MediaTestContext {
  app: MediaApp;
  env: MediaEnv;
  dataSource: DataSource;
  database: ScratchDatabase;
  storageDir: string;
  tokens: TestTokens;
  close(): Promise<void>;
}

export function migrateMedia(url: string): Promise<string[]> {
  return runMigrations(
    serviceDataSourceOptions({ url, schema: MEDIA_SCHEMA, entities: mediaEntities, migrations: mediaMigrations }),
  );
}

/**
 * Media on a fresh migrated database, a temporary storage directory and a local JWKS; not listening.
 * `envOverrides` change the environment (e.g. the S3_* variables to store objects in S3).
 */
export async function startMedia(envOverrides: Record<string, string> = {}): Promise<MediaTestContext> {
  const database = await createScratchDatabase('media_test');
  const storageDir = await mkdtemp(join(tmpdir(), 'village-media-'));
  const tokens = await startTestTokens();
  try {
    await migrateEventLog(database.url);
    await migrateMedia(database.url);
    const env = mediaEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '4106',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JWKS_URL: tokens.jwksUrl,
      MEDIA_STORAGE_DIR: storageDir,
      MEDIA_SIGNING_SECRET: TEST_SIGNING_SECRET,
      ...envOverrides,
    });
    const app = await createMediaApp(env, createLogger('media', 'silent'));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return {
      app,
      env,
      dataSource: app.get(DataSource),
      database,
      storageDir,
      tokens,
      close: async () => {
        await app.close();
        await tokens.close();
        await rm(storageDir, { recursive: true, force: true });
        await database.drop();
      },
    };
  } catch (error) {
    await tokens.close();
    await rm(storageDir, { recursive: true, force: true });
    await database.drop();
    throw error;
  }
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
