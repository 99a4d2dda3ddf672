import { parseEnv } from '@village/kit';
import { generateKeyPairSync } from 'node:crypto';
import { IdentityModule } from '../../services/identity/src/app.module';
import { identityEnvSchema } from '../../services/identity/src/env';
import { committedSdl, servedSdl, serviceTestEnv, STALE_HINT } from './support/served-sdl';

it(`services/identity/schema.graphql ${STALE_HINT}`, async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = parseEnv(
    identityEnvSchema,
    serviceTestEnv({ JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
  );
  expect(await servedSdl(IdentityModule.register(env))).toBe(committedSdl('identity'));
});
