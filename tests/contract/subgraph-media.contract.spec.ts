import { parseEnv } from '@village/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaModule } from '../../services/media/src/app.module';
import { mediaEnvSchema } from '../../services/media/src/env';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/media/schema.graphql ${STALE_HINT}`, async () => {
  const storageDir = mkdtempSync(join(tmpdir(), 'village-media-sdl-'));
  try {
    const env = parseEnv(mediaEnvSchema, serviceTestEnv({ MEDIA_STORAGE_DIR: storageDir }));
    expect(await servedSdl(MediaModule.register(env))).toBe(committedSdl('media'));
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
});
