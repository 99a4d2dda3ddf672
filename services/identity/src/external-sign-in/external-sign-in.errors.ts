import { defineErrors, ErrorKind } from '@village/kit';
import type { ExternalProvider } from './external-sign-in.schema';

export enum ExternalSignInErrorCode {
  /** An account has this email, and the provider does not vouch that the address belongs to whoever signed in. */
  AccountNotLinked = 'EXTERNAL_ACCOUNT_NOT_LINKED',
  /** No account has this email, and the provider does not vouch for the address: no account is made from it. */
  EmailUnverified = 'EXTERNAL_EMAIL_UNVERIFIED',
  /** identity has no EXTERNAL_SIGN_IN_KEY, so it cannot tell the gateway's claims from anyone else's. */
  NotSetUp = 'EXTERNAL_SIGN_IN_NOT_SET_UP',
  /** The claims came without the gateway's proof, with a wrong one, or with one older than a minute. */
  ProofRefused = 'EXTERNAL_SIGN_IN_PROOF_REFUSED',
}

export const externalSignInErrors = defineErrors<ExternalSignInErrorCode>({
  [ExternalSignInErrorCode.AccountNotLinked]: ErrorKind.Conflict,
  [ExternalSignInErrorCode.EmailUnverified]: ErrorKind.Forbidden,
  [ExternalSignInErrorCode.NotSetUp]: ErrorKind.Forbidden,
  [ExternalSignInErrorCode.ProofRefused]: ErrorKind.Unauthenticated,
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

export const externalSignInNotSetUp = () =>
  externalSignInErrors.error(ExternalSignInErrorCode.NotSetUp, 'Social sign-in is not set up');

export const externalSignInProofRefused = () =>
  externalSignInErrors.error(
    ExternalSignInErrorCode.ProofRefused,
    'The sign-in could not be confirmed as coming from Village. Please try again.',
  );
