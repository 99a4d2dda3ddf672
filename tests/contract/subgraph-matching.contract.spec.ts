import { matchingService } from '../../services/matching/src/matching.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/matching/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(matchingService)).toBe(committedSdl('matching'));
});
