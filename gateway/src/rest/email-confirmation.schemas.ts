import { z } from 'zod';
import { errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

export const confirmEmailBodySchema = z.object(
  {
    token: formText('The confirmation token', 200, { missing: 'The confirmation token is missing.' }).describe(
      'The `token` of the link in the confirmation email (/confirm-email?token=…).',
    ),
  },
  { error: 'Send the confirmation token as a JSON object.' },
);

const confirmed = z.object({ emailConfirmed: z.literal(true) }).meta({ id: 'EmailConfirmed' });
const resent = z
  .object({ message: z.string().describe('What to tell the member.') })
  .meta({ id: 'EmailConfirmationResent' });

export const confirmEmailRouteSchema = {
  summary: "Confirm a member's email address with the token of the link they were sent",
  description: 'The token works once, within 24 hours; signing in is not needed (the token is the proof).',
  tags: ['auth'],
  body: confirmEmailBodySchema,
  response: {
    200: jsonResponse(confirmed, 'The address is confirmed.'),
    ...WRITE_ERRORS,
    400: errorResponse('The token is missing, unknown, expired or already used; nothing changed.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const resendConfirmationRouteSchema = {
  summary: 'Send the signed-in member a new email confirmation link',
  tags: ['auth'],
  body: z.object({}).strict().nullish().describe('No body (or an empty JSON object).'),
  response: {
    202: jsonResponse(resent, 'A new link is on its way.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    409: errorResponse('The address is already confirmed.'),
    429: errorResponse('Three confirmation emails were sent in the last hour, or too many requests.'),
  },
};
