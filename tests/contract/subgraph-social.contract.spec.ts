import { socialService } from '../../services/social/src/social.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/social/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(socialService, { APP_URL: 'http://village.test' })).toBe(committedSdl('social'));
});
