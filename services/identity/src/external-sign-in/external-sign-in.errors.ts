import { defineErrors, ErrorKind } from '@village/kit';
import type { ExternalProvider } from './external-sign-in.schema';

export enum ExternalSignInErrorCode {
  /** An account has this email, and the provider does not vouch that the address belongs to whoever signed in. */
  AccountNotLinked = 'EXTERNAL_ACCOUNT_NOT_LINKED',
  /** No account has this email, and the provider does not vouch for the address: no account is made from it. */
  EmailUnverified = 'EXTERNAL_EMAIL_UNVERIFIED',
}

export const externalSignInErrors = defineErrors<ExternalSignInErrorCode>({
  [ExternalSignInErrorCode.AccountNotLinked]: ErrorKind.Conflict,
  [ExternalSignInErrorCode.EmailUnverified]: ErrorKind.Forbidden,
});

export const PROVIDER_NAMES: Record<ExternalProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const accountNotLinked = (provider: ExternalProvider) =>
  externalSignInErrors.error(
    ExternalSignInErrorCode.AccountNotLinked,
    `An account with this email already exists, and ${PROVIDER_NAMES[provider]} has not confirmed that the address ` +
      'is yours. Sign in with your email and password instead.',
  );

export const emailUnverified = (provider: ExternalProvider) =>
  externalSignInErrors.error(
    ExternalSignInErrorCode.EmailUnverified,
    `${PROVIDER_NAMES[provider]} has not confirmed your email address. Confirm it with ${PROVIDER_NAMES[provider]} ` +
      'first, or join with your email and a password.',
  );
