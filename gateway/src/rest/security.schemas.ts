import { z } from 'zod';
import { errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';
import { currentUserSchema } from './current-user.schema';

export const changePasswordBodySchema = z.object(
  {
    currentPassword: formText('Current password', 1000, { missing: 'Please enter your current password' }),
    newPassword: formText('New password', 1000, { missing: 'Password must be at least 8 characters' }),
  },
  { error: 'Send your current and new password as a JSON object.' },
);

export const changePasswordRouteSchema = {
  summary: "Change the signed-in member's password: their other devices are signed out",
  tags: ['account'],
  body: changePasswordBodySchema,
  response: {
    200: jsonResponse(
      z.object({ user: currentUserSchema, message: z.string() }),
      'Changed: every other session has ended; this browser gets new session cookies.',
    ),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const completeSignupRouteSchema = {
  summary: "Complete the signed-in member's registration (clears hasPendingSignup)",
  tags: ['account'],
  body: z.object({}).describe('No body is needed.').nullish(),
  response: {
    200: jsonResponse(z.object({ user: currentUserSchema }), 'Completed (again, if it already was).'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const developmentSignInRouteSchema = {
  summary: 'Development only: sign in an existing member by email, without a password',
  description: 'Registered only when the gateway runs with NODE_ENV=development; elsewhere the path answers 404.',
  tags: ['development'],
  body: z.object(
    { email: formText('Email', 500, { missing: 'Please enter a valid email address' }) },
    { error: 'Send the email as a JSON object.' },
  ),
  response: {
    200: jsonResponse(z.object({ user: currentUserSchema }), 'Signed in: the session cookies are set.'),
    ...WRITE_ERRORS,
    401: errorResponse('No member has this email.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};
