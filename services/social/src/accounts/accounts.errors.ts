import { defineErrors, ErrorKind } from '@village/kit';
import type { SocialPlatform } from '../publishing/publisher.port';
import { PLATFORM_NAMES } from '../platforms/platform-names';

export enum AccountsErrorCode {
  UnknownPlatform = 'SOCIAL_UNKNOWN_PLATFORM',
  PlatformNotSetUp = 'SOCIAL_PLATFORM_NOT_SET_UP',
  ConnectionExpired = 'SOCIAL_CONNECTION_EXPIRED',
  PlatformRefused = 'SOCIAL_PLATFORM_REFUSED',
  PlatformUnavailable = 'SOCIAL_PLATFORM_UNAVAILABLE',
}

export const accountsErrors = defineErrors<AccountsErrorCode>({
  [AccountsErrorCode.UnknownPlatform]: ErrorKind.Invalid,
  [AccountsErrorCode.PlatformNotSetUp]: ErrorKind.Invalid,
  [AccountsErrorCode.ConnectionExpired]: ErrorKind.Invalid,
  [AccountsErrorCode.PlatformRefused]: ErrorKind.Invalid,
  [AccountsErrorCode.PlatformUnavailable]: ErrorKind.Unavailable,
});

export const unknownPlatform = () =>
  accountsErrors.error(AccountsErrorCode.UnknownPlatform, 'Choose Facebook, Instagram, X or LinkedIn');
export const platformNotSetUp = (platform: SocialPlatform) =>
  accountsErrors.error(
    AccountsErrorCode.PlatformNotSetUp,
    `${PLATFORM_NAMES[platform]} is not set up here: posts for it go to the sandbox`,
  );
export const connectionExpired = () =>
  accountsErrors.error(
    AccountsErrorCode.ConnectionExpired,
    'This connection has expired or was already used: please connect again',
  );
export const platformRefused = (reason: string) => accountsErrors.error(AccountsErrorCode.PlatformRefused, reason);
export const platformUnavailable = (reason: string) =>
  accountsErrors.error(AccountsErrorCode.PlatformUnavailable, reason);
