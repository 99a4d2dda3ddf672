import { listingsService } from '../../services/listings/src/listings.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/listings/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(listingsService)).toBe(committedSdl('listings'));
});
