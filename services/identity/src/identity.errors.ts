import { defineErrors, ErrorKind } from '@village/kit';

export enum IdentityErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  SessionInvalid = 'SESSION_INVALID',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
}

export const identityErrors = defineErrors<IdentityErrorCode>({
  [IdentityErrorCode.EmailTaken]: ErrorKind.Conflict,
  [IdentityErrorCode.InvalidCredentials]: ErrorKind.Unauthenticated,
  [IdentityErrorCode.SessionInvalid]: ErrorKind.Unauthenticated,
  [IdentityErrorCode.TooManySignInAttempts]: ErrorKind.RateLimited,
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
