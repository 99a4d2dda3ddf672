import { baseServiceEnvSchema, parseEnv } from '@village/kit';
import { CommunityModule } from '../../services/community/src/app.module';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/community/schema.graphql ${STALE_HINT}`, async () => {
  const module = CommunityModule.register(parseEnv(baseServiceEnvSchema, serviceTestEnv()));
  expect(await servedSdl(module)).toBe(committedSdl('community'));
});
