import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

const circleMemberSchema = z.object({ userId: z.string(), firstName: z.string() }).meta({ id: 'CoverCircleMember' });

export const coverCircleSchema = z
  .object({
    members: z.array(circleMemberSchema).describe("The caller's circle (at most five), oldest first."),
    memberOf: z.array(circleMemberSchema).describe('The members whose circles the caller is in.'),
  })
  .meta({ id: 'CoverCircle' });

export type CoverCircleJson = z.infer<typeof coverCircleSchema>;

export const coverRequestSchema = z
  .object({
    id: z.string(),
    requesterId: z.string(),
    requesterName: z.string().describe("The requester's first name."),
    day: z.string().describe('YYYY-MM-DD.'),
    fromTime: z.string().describe('HH:MM, Europe/London.'),
    untilTime: z.string().describe('HH:MM, Europe/London.'),
    children: z.number().int().describe('How many children, 1 to 4 (no details of them).'),
    note: z.string().nullable(),
    status: z.string().describe('open, covered or cancelled.'),
    coveredBy: z
      .object({ userId: z.string(), firstName: z.string(), email: z.string() })
      .nullable()
      .describe('Who covers, shown to the requester and to the one covering; null while open.'),
    widenedAt: z
      .string()
      .nullable()
      .describe('When nobody in the circle had accepted in time and nearby verified childcare hosts were asked too.'),
    createdAt: z.string(),
  })
  .meta({ id: 'CoverRequest' });

export type CoverRequestJson = z.infer<typeof coverRequestSchema>;

const idParams = z.object({ id: z.string().describe("The other member's id, or the request's.") });

export const addCircleMemberBodySchema = z.object(
  {
    memberId: formText('Member', 100, { missing: 'Choose a member' }).describe("The member's id (from member search)."),
  },
  { error: 'Send the member as a JSON object.' },
);

export const requestCoverBodySchema = z.object(
  {
    day: formText('Day', 20, { missing: 'Choose a valid day' }).describe('YYYY-MM-DD, today or later.'),
    fromTime: formText('From', 10, { missing: 'Choose a valid start time' }).describe('HH:MM.'),
    untilTime: formText('Until', 10, { missing: 'Choose a valid end time' }).describe('HH:MM, after fromTime.'),
    children: z.number({ error: 'Choose how many children' }).int('Choose how many children').describe('1 to 4.'),
    note: formText('Note', 1000).nullable().optional().describe('Up to 300 characters.'),
  },
  { error: 'Send the request as a JSON object.' },
);

const SIGNED_IN = { 401: errorResponse('Not signed in.') };
const NO_BODY = z.unknown().optional().describe('Nothing is read from the body.');

export const coverCircleRouteSchema = {
  summary: "The caller's emergency cover circle, and the circles they are in",
  tags: ['bookings'],
  querystring: noQuery,
  response: { 200: jsonResponse(coverCircleSchema, 'The circle.'), ...COMMON_ERRORS, ...SIGNED_IN },
};

export const addCircleMemberRouteSchema = {
  summary: 'Names a member in the caller’s cover circle (at most five); the member is emailed',
  tags: ['bookings'],
  body: addCircleMemberBodySchema,
  response: {
    201: jsonResponse(coverCircleSchema, 'Added.'),
    ...WRITE_ERRORS,
    ...SIGNED_IN,
    404: errorResponse('No such member, or a block either way.'),
    409: errorResponse('Already in the circle, or the circle is full.'),
  },
};

export const removeCircleMemberRouteSchema = {
  summary: 'Takes a member out of the caller’s cover circle',
  tags: ['bookings'],
  params: idParams,
  body: NO_BODY,
  response: {
    200: jsonResponse(coverCircleSchema, 'Removed.'),
    ...WRITE_ERRORS,
    ...SIGNED_IN,
    404: errorResponse('The member is not in the caller’s circle.'),
  },
};

export const leaveCircleRouteSchema = {
  summary: "Leaves another member's cover circle",
  tags: ['bookings'],
  params: idParams,
  body: NO_BODY,
  response: {
    200: jsonResponse(coverCircleSchema, 'Left.'),
    ...WRITE_ERRORS,
    ...SIGNED_IN,
    404: errorResponse('The caller is not in that member’s circle.'),
  },
};

export const coverRequestsRouteSchema = {
  summary: "The caller's cover requests, those they cover, and open ones they are asked to cover",
  tags: ['bookings'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.array(coverRequestSchema), 'Newest first.'),
    ...COMMON_ERRORS,
    ...SIGNED_IN,
  },
};

export const requestCoverRouteSchema = {
  summary: 'Asks the caller’s cover circle for urgent cover (emailed at once; nearby verified hosts later)',
  tags: ['bookings'],
  body: requestCoverBodySchema,
  response: {
    201: jsonResponse(coverRequestSchema, 'Requested: the circle is emailed.'),
    ...WRITE_ERRORS,
    ...SIGNED_IN,
    409: errorResponse('The caller has nobody in their cover circle.'),
  },
};

const CHANGE_RESPONSES = {
  ...WRITE_ERRORS,
  ...SIGNED_IN,
  404: errorResponse('No such request, or not one the caller may answer.'),
};

export const acceptCoverRouteSchema = {
  summary: 'Accepts a cover request: the first to accept covers it',
  tags: ['bookings'],
  params: idParams,
  body: NO_BODY,
  response: {
    200: jsonResponse(coverRequestSchema, 'Covered by the caller.'),
    ...CHANGE_RESPONSES,
    409: errorResponse("'Already covered', or the request was cancelled."),
  },
};

export const cancelCoverRouteSchema = {
  summary: 'The requester cancels their cover request',
  tags: ['bookings'],
  params: idParams,
  body: NO_BODY,
  response: {
    200: jsonResponse(coverRequestSchema, 'Cancelled.'),
    ...CHANGE_RESPONSES,
    409: errorResponse('Already cancelled.'),
  },
};
