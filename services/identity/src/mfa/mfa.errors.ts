import { defineErrors, ErrorKind } from '@village/kit';

export enum MfaErrorCode {
  InvalidCode = 'INVALID_MFA_CODE',
  AlreadyEnabled = 'MFA_ALREADY_ENABLED',
  NotEnabled = 'MFA_NOT_ENABLED',
  NoSetupStarted = 'MFA_SETUP_NOT_STARTED',
  ChallengeExpired = 'MFA_CHALLENGE_EXPIRED',
  TooManyWrongCodes = 'TOO_MANY_WRONG_MFA_CODES',
}

export const mfaErrors = defineErrors<MfaErrorCode>({
  [MfaErrorCode.InvalidCode]: ErrorKind.Invalid,
  [MfaErrorCode.AlreadyEnabled]: ErrorKind.Conflict,
  [MfaErrorCode.NotEnabled]: ErrorKind.Conflict,
  [MfaErrorCode.NoSetupStarted]: ErrorKind.Conflict,
  [MfaErrorCode.ChallengeExpired]: ErrorKind.Unauthenticated,
  [MfaErrorCode.TooManyWrongCodes]: ErrorKind.RateLimited,
});

export const INVALID_CODE = 'Invalid code';
export const INVALID_RECOVERY_CODE = 'Invalid recovery code';
export const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app';

export const invalidCode = (field: 'code' | 'recoveryCode' = 'code') => {
  const message = field === 'code' ? INVALID_CODE : INVALID_RECOVERY_CODE;
  return mfaErrors.error(MfaErrorCode.InvalidCode, message, { [field]: message });
};

export const mfaAlreadyEnabled = () =>
  mfaErrors.error(MfaErrorCode.AlreadyEnabled, 'Two-factor authentication is already on.');

export const mfaNotEnabled = () => mfaErrors.error(MfaErrorCode.NotEnabled, 'Two-factor authentication is not on.');

export const mfaSetupNotStarted = () =>
  mfaErrors.error(MfaErrorCode.NoSetupStarted, 'Start setting up two-factor authentication first.');

export const mfaChallengeExpired = () =>
  mfaErrors.error(MfaErrorCode.ChallengeExpired, 'Your sign-in has expired. Please sign in again.');

export const tooManyWrongCodes = (minutes: number) =>
  mfaErrors.error(
    MfaErrorCode.TooManyWrongCodes,
    `Too many wrong codes. Two-factor sign-in for this account is locked for ${minutes} minutes.`,
  );
