import { z } from 'zod';
import { mfaRequired, signedIn } from './auth.schemas';
import { errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

const EMAIL_REQUIRED = 'Please enter your email address first.';
const LINK_INVALID = 'This link is invalid or has expired. Please request a new one.';

export const linkRequestBodySchema = z.object(
  { email: formText('Email', 500, { missing: EMAIL_REQUIRED }) },
  { error: 'Send your email as a JSON object.' },
);

export const linkTokenBodySchema = z.object(
  { token: formText('Token', 256, { missing: LINK_INVALID }) },
  { error: 'Send the token of the link as a JSON object.' },
);

export const passwordResetBodySchema = z.object(
  {
    token: formText('Token', 256, { missing: LINK_INVALID }),
    password: formText('Password', 1000, { missing: 'Password must be at least 8 characters' }),
  },
  { error: 'Send the token and the new password as a JSON object.' },
);

const message = z.object({ message: z.string().describe('Safe to show to the member.') });

const linkSent = (what: string) =>
  jsonResponse(
    message,
    `Accepted. The same answer whether or not the email has an account, or has asked too often: ${what} is emailed ` +
      'only to an account, at most 3 times in 15 minutes per address.',
  );

export const magicLinkRouteSchema = {
  summary: 'Email a sign-in link (valid 15 minutes, single use)',
  tags: ['auth'],
  body: linkRequestBodySchema,
  response: {
    202: linkSent('a sign-in link'),
    ...WRITE_ERRORS,
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const magicLinkVerifyRouteSchema = {
  summary: "Sign in with an emailed link's token (it is used up)",
  tags: ['auth'],
  body: linkTokenBodySchema,
  response: {
    200: jsonResponse(
      z.union([signedIn, mfaRequired]),
      'Signed in (the session cookies are set), or a code is needed first ({ mfaRequired: true }).',
    ),
    ...WRITE_ERRORS,
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const forgotPasswordRouteSchema = {
  summary: 'Email a password reset link (valid 1 hour, single use)',
  tags: ['auth'],
  body: linkRequestBodySchema,
  response: {
    202: linkSent('a reset link'),
    ...WRITE_ERRORS,
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const resetPasswordRouteSchema = {
  summary: "Set a new password with a reset link's token: every session of the account ends",
  tags: ['auth'],
  body: passwordResetBodySchema,
  response: {
    200: jsonResponse(message, 'Password changed; no session is opened: the member signs in again.'),
    ...WRITE_ERRORS,
    415: errorResponse('The body was not sent as application/json.'),
  },
};
