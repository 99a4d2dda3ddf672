export enum IdentityErrorCode {
  Validation = 'VALIDATION',
  EmailTaken = 'EMAIL_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  SessionInvalid = 'SESSION_INVALID',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
}

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export const emailTaken = (): IdentityError =>
  new IdentityError(IdentityErrorCode.EmailTaken, 'An account with this email already exists', {
    email: 'An account with this email already exists',
  });

export const invalidCredentials = (): IdentityError =>
  new IdentityError(IdentityErrorCode.InvalidCredentials, 'Incorrect email or password');

export const sessionInvalid = (): IdentityError =>
  new IdentityError(IdentityErrorCode.SessionInvalid, 'Your session has ended. Please sign in again.');

export const tooManySignInAttempts = (windowMinutes: number): IdentityError =>
  new IdentityError(
    IdentityErrorCode.TooManySignInAttempts,
    `Too many failed sign-in attempts for this account. Please wait ${windowMinutes} minutes and try again.`,
  );
