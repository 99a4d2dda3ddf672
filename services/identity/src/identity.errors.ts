import { defineErrors, ErrorKind } from '@village/kit';

export enum IdentityErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  SessionInvalid = 'SESSION_INVALID',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
  LinkInvalid = 'LINK_INVALID',
  SessionNotFound = 'SESSION_NOT_FOUND',
  NotAvailable = 'NOT_AVAILABLE',
  AccountSuspended = 'ACCOUNT_SUSPENDED',
}

export const identityErrors = defineErrors<IdentityErrorCode>({
  [IdentityErrorCode.EmailTaken]: ErrorKind.Conflict,
  [IdentityErrorCode.InvalidCredentials]: ErrorKind.Unauthenticated,
  [IdentityErrorCode.SessionInvalid]: ErrorKind.Unauthenticated,
  [IdentityErrorCode.TooManySignInAttempts]: ErrorKind.RateLimited,
  [IdentityErrorCode.LinkInvalid]: ErrorKind.Invalid,
  [IdentityErrorCode.SessionNotFound]: ErrorKind.NotFound,
  [IdentityErrorCode.NotAvailable]: ErrorKind.NotFound,
  [IdentityErrorCode.AccountSuspended]: ErrorKind.Forbidden,
});

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export const emailTaken = () =>
  identityErrors.error(IdentityErrorCode.EmailTaken, EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

export const invalidCredentials = () =>
  identityErrors.error(IdentityErrorCode.InvalidCredentials, 'Incorrect email or password');

export const sessionInvalid = () =>
  identityErrors.error(IdentityErrorCode.SessionInvalid, 'Your session has ended. Please sign in again.');

export const tooManySignInAttempts = (windowMinutes: number) =>
  identityErrors.error(
    IdentityErrorCode.TooManySignInAttempts,
    `Too many failed sign-in attempts for this account. Please wait ${windowMinutes} minutes and try again.`,
  );

export const LINK_INVALID_MESSAGE = 'This link is invalid or has expired. Please request a new one.';

export const linkInvalid = () =>
  identityErrors.error(IdentityErrorCode.LinkInvalid, LINK_INVALID_MESSAGE, { token: LINK_INVALID_MESSAGE });

export const sessionNotFound = () =>
  identityErrors.error(IdentityErrorCode.SessionNotFound, 'That device is not signed in to your account.');

export const notAvailable = () => identityErrors.error(IdentityErrorCode.NotAvailable, 'Not found');

export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended.';

export const accountSuspended = () =>
  identityErrors.error(IdentityErrorCode.AccountSuspended, ACCOUNT_SUSPENDED_MESSAGE);
