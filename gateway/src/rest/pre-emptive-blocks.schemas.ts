import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

const BLOCK_NOT_FOUND = 'No block by that id among yours.';

export const preEmptiveBlockSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['email', 'phone']).describe('What was blocked: an email address or a phone number.'),
    label: z.string().nullable().describe('The reminder the member gave; never the contact.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'PreEmptiveBlock' });

// identity checks the same rules again, with the same messages.
const INVALID_EMAIL = 'Please enter a valid email address';
const INVALID_PHONE = 'Please enter a valid phone number';
const EMAIL_OR_PHONE = 'Please enter an email address or a phone number';
const LABEL_TOO_LONG = 'Label must be 60 characters or fewer';

export const preEmptiveBlockBodySchema = z
  .object(
    {
      email: z
        .string({ error: INVALID_EMAIL })
        .max(320, INVALID_EMAIL)
        .optional()
        .describe('Hashed at once (HMAC-SHA256); never stored, logged or shown again. Give this or phone.'),
      phone: z
        .string({ error: INVALID_PHONE })
        .max(64, INVALID_PHONE)
        .optional()
        .describe(
          "Read with the member's country (or with +country code), hashed at once in E.164 (HMAC-SHA256); never " +
            'stored, logged or shown again. Give this or email.',
        ),
      label: formText('Label', 200)
        .refine((label) => label.trim().length <= 60, LABEL_TOO_LONG)
        .optional()
        .describe('A reminder only the member sees, at most 60 characters.'),
    },
    { error: 'Send the block as a JSON object.' },
  )
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    error: EMAIL_OR_PHONE,
    path: ['email'],
  });

const blockIdParams = z.object({ id: z.string().max(64) });

export const listPreEmptiveBlocksRouteSchema = {
  summary: "The signed-in member's blocks by email address or phone number, newest first (nothing of the contact)",
  tags: ['blocking'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.array(preEmptiveBlockSchema), 'The blocks.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const addPreEmptiveBlockRouteSchema = {
  summary:
    'Blocks an email address or phone number before its owner joins: the block applies the moment they register ' +
    'the address or save the number on their profile',
  tags: ['blocking'],
  body: preEmptiveBlockBodySchema,
  response: {
    200: jsonResponse(preEmptiveBlockSchema, 'Blocked (a contact already blocked answers its block).'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const removePreEmptiveBlockRouteSchema = {
  summary: "Removes one of the caller's pre-emptive blocks (a block it already made stays)",
  tags: ['blocking'],
  params: blockIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(z.object({ id: z.string() }), 'Removed.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(BLOCK_NOT_FOUND),
  },
};
