import type { Provider } from '@nestjs/common';
import { CLOCK, SERVICE_ENV, type Clock, SealedTokenCipher } from '@village/kit';
import { SealedConnectedAccounts } from '../accounts/connected-accounts';
import { TOKEN_CIPHER } from '../accounts/token-cipher';
import { PLATFORM_CONNECTORS } from '../platforms/platform-connector';
import { configuredPlatforms, type ConfiguredPlatforms } from '../platforms/platforms';
import type { PlatformsEnv } from '../platforms/platforms.env';
import { CONNECTED_ACCOUNTS, PLATFORM_ADAPTERS } from './publisher.port';

const CONFIGURED_PLATFORMS = Symbol('CONFIGURED_PLATFORMS');

/**
 * The adapters (and OAuth connectors) of the platforms configured in the environment, and members' connected
 * accounts; on the embedded default no platform is configured and every post goes to the sandbox.
 */
export const platformAdaptersProviders: Provider[] = [
  {
    provide: CONFIGURED_PLATFORMS,
    useFactory: (env: PlatformsEnv, clock: Clock) => configuredPlatforms(env, () => clock.now()),
    inject: [SERVICE_ENV, CLOCK],
  },
  {
    provide: PLATFORM_ADAPTERS,
    useFactory: (platforms: ConfiguredPlatforms) => platforms.adapters,
    inject: [CONFIGURED_PLATFORMS],
  },
  {
    provide: PLATFORM_CONNECTORS,
    useFactory: (platforms: ConfiguredPlatforms) => platforms.connectors,
    inject: [CONFIGURED_PLATFORMS],
  },
  {
    provide: TOKEN_CIPHER,
    useFactory: (env: PlatformsEnv) =>
      env.SOCIAL_TOKEN_KEY ? new SealedTokenCipher(env.SOCIAL_TOKEN_KEY, 'SOCIAL_TOKEN_KEY') : null,
    inject: [SERVICE_ENV],
  },
  SealedConnectedAccounts,
  { provide: CONNECTED_ACCOUNTS, useExisting: SealedConnectedAccounts },
];
