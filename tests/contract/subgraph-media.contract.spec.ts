import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaService } from '../../services/media/src/media.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/media/schema.graphql ${STALE_HINT}`, async () => {
  const storageDir = mkdtempSync(join(tmpdir(), 'village-media-sdl-'));
  try {
    expect(
      await servedSdl(mediaService, {
        MEDIA_STORAGE_DIR: storageDir,
        APP_URL: 'http://village.test',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
    ).toBe(committedSdl('media'));
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
});
