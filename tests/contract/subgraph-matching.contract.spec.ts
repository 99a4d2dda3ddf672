import { baseServiceEnvSchema, parseEnv } from '@village/kit';
import { MatchingModule } from '../../services/matching/src/app.module';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/matching/schema.graphql ${STALE_HINT}`, async () => {
  const module = MatchingModule.register(parseEnv(baseServiceEnvSchema, serviceTestEnv()));
  expect(await servedSdl(module)).toBe(committedSdl('matching'));
});
