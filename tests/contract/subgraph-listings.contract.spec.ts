import { baseServiceEnvSchema, parseEnv } from '@village/kit';
import { ListingsModule } from '../../services/listings/src/app.module';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/listings/schema.graphql ${STALE_HINT}`, async () => {
  const module = ListingsModule.register(parseEnv(baseServiceEnvSchema, serviceTestEnv()));
  expect(await servedSdl(module)).toBe(committedSdl('listings'));
});
