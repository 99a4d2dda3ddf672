import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { identityService } from '../../services/identity/src/identity.service';
import { committedSdl, servedSdl, STALE_HINT } from './support/served-sdl';

it(`services/identity/schema.graphql ${STALE_HINT}`, async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PRE_EMPTIVE_BLOCK_KEY: randomBytes(32).toString('base64'),
    APP_URL: 'http://village.test',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  };
  expect(await servedSdl(identityService, env)).toBe(committedSdl('identity'));
});
