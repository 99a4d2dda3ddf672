import { bookingsService } from '../../services/bookings/src/bookings.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/bookings/schema.graphql ${STALE_HINT}`, async () => {
  expect(await servedSdl(bookingsService, { APP_URL: 'http://village.test', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(
    committedSdl('bookings'),
  );
});
