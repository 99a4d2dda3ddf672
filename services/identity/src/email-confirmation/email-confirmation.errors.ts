import { defineErrors, ErrorKind } from '@village/kit';

export enum EmailConfirmationErrorCode {
  TokenInvalid = 'EMAIL_CONFIRMATION_TOKEN_INVALID',
  TokenExpired = 'EMAIL_CONFIRMATION_TOKEN_EXPIRED',
  TokenUsed = 'EMAIL_CONFIRMATION_TOKEN_USED',
  AlreadyConfirmed = 'EMAIL_ALREADY_CONFIRMED',
  TooManyResends = 'EMAIL_CONFIRMATION_TOO_MANY_RESENDS',
}

export const emailConfirmationErrors = defineErrors<EmailConfirmationErrorCode>({
  [EmailConfirmationErrorCode.TokenInvalid]: ErrorKind.Invalid,
  [EmailConfirmationErrorCode.TokenExpired]: ErrorKind.Invalid,
  [EmailConfirmationErrorCode.TokenUsed]: ErrorKind.Invalid,
  [EmailConfirmationErrorCode.AlreadyConfirmed]: ErrorKind.Conflict,
  [EmailConfirmationErrorCode.TooManyResends]: ErrorKind.RateLimited,
});

const GET_A_NEW_ONE = "Sign in and choose 'Resend email' to get a new one.";

export const confirmationTokenInvalid = () =>
  emailConfirmationErrors.error(
    EmailConfirmationErrorCode.TokenInvalid,
    `This confirmation link is not valid. ${GET_A_NEW_ONE}`,
  );

export const confirmationTokenExpired = () =>
  emailConfirmationErrors.error(
    EmailConfirmationErrorCode.TokenExpired,
    `This confirmation link has expired. ${GET_A_NEW_ONE}`,
  );

export const confirmationTokenUsed = () =>
  emailConfirmationErrors.error(
    EmailConfirmationErrorCode.TokenUsed,
    'This confirmation link has already been used. If your email address is confirmed, there is nothing more to do.',
  );

export const emailAlreadyConfirmed = () =>
  emailConfirmationErrors.error(
    EmailConfirmationErrorCode.AlreadyConfirmed,
    'Your email address is already confirmed.',
  );

export const tooManyConfirmationResends = (limit: number) =>
  emailConfirmationErrors.error(
    EmailConfirmationErrorCode.TooManyResends,
    `We have sent ${limit} confirmation emails in the last hour. Please check your inbox (and spam folder), or try again later.`,
  );
