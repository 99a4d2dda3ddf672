import { baseServiceEnvSchema, parseEnv } from '@village/kit';
import { BookingsModule } from '../../services/bookings/src/app.module';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/bookings/schema.graphql ${STALE_HINT}`, async () => {
  const module = BookingsModule.register(parseEnv(baseServiceEnvSchema, serviceTestEnv()));
  expect(await servedSdl(module)).toBe(committedSdl('bookings'));
});
