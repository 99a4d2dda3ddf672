import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse } from '../errors/error-response.schema';

const SEARCH_LENGTH = 'Search must be 2 to 50 characters';
const LIMIT_RANGE = 'Limit must be between 1 and 20';

export const membersSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_LENGTH })
    .trim()
    .min(2, SEARCH_LENGTH)
    .max(50, SEARCH_LENGTH)
    .describe('The start of a first, last or full name (any case).'),
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(20, LIMIT_RANGE)
    .optional()
    .describe('1 to 20; 10 when not given.'),
});

export const foundMemberSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable().describe("Path of the member's profile photo, or null."),
  })
  .meta({ id: 'FoundMember' });

export const membersSearchRouteSchema = {
  summary: 'Members by the start of their name, to invite: never yourself, anyone across a block, nor suspended',
  tags: ['members'],
  querystring: membersSearchQuerySchema,
  response: {
    200: jsonResponse(z.object({ members: z.array(foundMemberSchema) }), 'The members, by name.'),
    ...COMMON_ERRORS,
    400: errorResponse('The search text or the limit is out of range.'),
    401: errorResponse('Not signed in.'),
  },
};
