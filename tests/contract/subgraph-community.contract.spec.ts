import { communityService } from '../../services/community/src/community.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/community/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(communityService, { APP_URL: 'http://village.test', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(
    committedSdl('community'),
  );
});
