import { bookingsService } from '../../services/bookings/src/bookings.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/bookings/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(bookingsService)).toBe(committedSdl('bookings'));
});
