import { z } from 'zod';
import { multipartBody } from '../openapi/openapi';
import { currentUserSchema } from './current-user.schema';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).describe('Sent as the text true or false.');

/**
 * The registration form as the browser's FormData sends it (text parts, flags as 'true'/'false'): the transport
 * checks. identity checks the rest with the spec's messages (lengths, email, country list).
 */
export const registrationFieldsSchema = z.object({
  fullName: formText('Full name', 500).optional(),
  email: formText('Email', 500).optional(),
  password: formText('Password', 1000).optional(),
  city: formText('City', 500).optional(),
  postcode: formText('Postcode', 100).optional(),
  country: formText('Country', 100).optional(),
  isSingleParent: flag('isSingleParent').optional(),
  isLookingForColiving: flag('isLookingForColiving').optional(),
  offersServices: flag('offersServices').optional(),
});

export const registrationFormSchema = multipartBody(
  registrationFieldsSchema.extend({
    profilePhoto: z
      .file()
      .optional()
      .describe('Optional JPEG, PNG, GIF or WebP image, at most 10MB; checked by content and re-encoded by media.'),
  }),
);

export const signInBodySchema = z.object(
  {
    email: formText('Email', 500, { missing: 'Please enter a valid email address' }),
    password: formText('Password', 1000, { missing: 'Please enter your password' }),
  },
  { error: 'Send your email and password as a JSON object.' },
);

const registered = z.object({
  user: currentUserSchema,
  redirectUrl: z.string().describe('Where the web app goes next.'),
});

export const signedIn = z.object({ user: currentUserSchema });

export const mfaRequired = z
  .object({ mfaRequired: z.literal(true) })
  .describe(
    'The password was right and the member has two-factor authentication on: no session yet. An httpOnly cookie ' +
      'holds the challenge (5 minutes); POST /api/auth/mfa/challenge with a code completes the sign-in.',
  );

/** A browser navigation's answer: no body, a Location header. */
const redirect = (description: string) =>
  z.undefined().meta({
    description,
    headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
  });

export const registerRouteSchema = {
  summary: 'Register a member (with an optional profile photo) and sign them in',
  tags: ['auth'],
  consumes: ['multipart/form-data'],
  body: registrationFormSchema,
  response: {
    201: jsonResponse(registered, 'Registered and signed in: the session cookies are set.'),
    ...WRITE_ERRORS,
    409: errorResponse('An account with this email already exists.'),
    413: errorResponse('The photo is larger than 10MB, or the form is too large.'),
    415: errorResponse('The form was not sent as multipart/form-data.'),
  },
};

export const signInRouteSchema = {
  summary: 'Sign in with email and password',
  tags: ['auth'],
  body: signInBodySchema,
  response: {
    200: jsonResponse(
      z.union([signedIn, mfaRequired]),
      'Signed in (the session cookies are set), or a code is needed first ({ mfaRequired: true }).',
    ),
    ...WRITE_ERRORS,
    401: errorResponse('Incorrect email or password.'),
    403: errorResponse(
      'The CSRF token header is missing or does not match the cookie, or the account is suspended ' +
        '("This account has been suspended.").',
    ),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const currentUserRouteSchema = {
  summary: 'The signed-in member',
  tags: ['auth'],
  querystring: noQuery,
  response: {
    200: jsonResponse(currentUserSchema, 'The signed-in member.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const loginRouteSchema = {
  summary: 'Browser navigation: start signing in',
  tags: ['auth'],
  querystring: noQuery,
  response: {
    302: redirect('Redirects to / when signed in, else to /signin.'),
    ...COMMON_ERRORS,
  },
};

const logoutConfirmationPage = {
  description:
    'The navigation did not start on Village (another site linked here): a page asking the member to confirm, ' +
    'whose button posts the CSRF token to POST /api/logout.',
  content: { 'text/html': { schema: z.string() } },
};

export const logoutRouteSchema = {
  summary: 'Browser navigation: sign out',
  tags: ['auth'],
  querystring: noQuery,
  response: {
    200: logoutConfirmationPage,
    302: redirect('Ends the session (the refresh token family is revoked, the cookies cleared) and redirects to /.'),
    ...COMMON_ERRORS,
    429: errorResponse('Too many requests; the Retry-After header says when to retry.'),
  },
};

export const logoutFormSchema = z
  .object(
    { csrfToken: formText('CSRF token', 200).optional() },
    { error: 'Send the sign-out form, or no body with the x-csrf-token header.' },
  )
  .describe('Sent by the confirmation page: the CSRF token as a form field (or the x-csrf-token header instead).');

export const confirmLogoutRouteSchema = {
  summary: 'Sign out (the confirmation page posts here)',
  tags: ['auth'],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: logoutFormSchema.nullish(),
  response: {
    303: redirect('Ends the session (the refresh token family is revoked, the cookies cleared) and redirects to /.'),
    ...WRITE_ERRORS,
    415: errorResponse('The body was neither a form nor JSON.'),
  },
};
