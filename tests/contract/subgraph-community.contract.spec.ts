import { communityService } from '../../services/community/src/community.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/community/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(communityService)).toBe(committedSdl('community'));
});
