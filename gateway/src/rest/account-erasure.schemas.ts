import { z } from 'zod';
import { errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';

export const eraseAccountBodySchema = z.object(
  {
    password: formText('Password', 1000).optional(),
    confirmation: formText('Confirmation', 100, { missing: 'Type "erase my account" to confirm' }),
  },
  { error: 'Send the confirmation (and your password, if you have one) as a JSON object.' },
);

export const eraseAccountRouteSchema = {
  summary: "Erase the signed-in member's account: every service deletes or anonymises what it holds about them",
  description:
    'The member types "erase my account" and, if their account has a password, gives it. Every session ends at once ' +
    'and the session cookies are cleared; the other services forget the member as they receive UserErased (ADR 032).',
  tags: ['account'],
  body: eraseAccountBodySchema,
  response: {
    200: jsonResponse(z.object({ message: z.string() }), 'Erased: the member is signed out.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};
