import { baseServiceEnvSchema, parseEnv } from '@village/kit';
import { SocialModule } from '../../services/social/src/app.module';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/social/schema.graphql ${STALE_HINT}`, async () => {
  const module = SocialModule.register(parseEnv(baseServiceEnvSchema, serviceTestEnv()));
  expect(await servedSdl(module)).toBe(committedSdl('social'));
});
