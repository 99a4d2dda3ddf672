import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';
import { SOCIAL_PLATFORMS } from './social-media-posts.schemas';

export const socialAccountSchema = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS),
    mode: z
      .enum(['sandbox', 'connected', 'not_connected'])
      .describe('sandbox: the platform is not configured, posts are only recorded; else whether an account is linked.'),
    accountName: z.string().nullable().describe('The connected account, as the platform names it.'),
    connectedAt: z.string().nullable().describe('ISO 8601.'),
  })
  .meta({ id: 'SocialAccount' });

export type SocialAccountJson = z.infer<typeof socialAccountSchema>;

export const platformParams = z.object({ platform: z.string().max(100) });

export const completeConnectionBodySchema = z.object(
  {
    code: formText('Code', 2000, { missing: 'The platform sent no authorisation code' }).min(
      1,
      'The platform sent no authorisation code',
    ),
    state: formText('State', 200, { missing: 'The connection request is missing' }).min(
      1,
      'The connection request is missing',
    ),
  },
  { error: 'Send the code and state as a JSON object.' },
);

const SIGNED_OUT = errorResponse('Not signed in.');
const UNKNOWN_PLATFORM = errorResponse('No such platform.');
const TAGS = ['social-accounts'];

export const listSocialAccountsRouteSchema = {
  summary: "The member's account on each of the four platforms, in a fixed order",
  tags: TAGS,
  querystring: noQuery,
  response: {
    200: jsonResponse(z.array(socialAccountSchema), 'facebook, instagram, twitter, linkedin.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
  },
};

export const startConnectionRouteSchema = {
  summary: "Starts connecting an account: the platform's authorisation page to send the member to",
  tags: TAGS,
  params: platformParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(
      z.object({
        authorizeUrl: z
          .string()
          .describe('Valid 10 minutes; comes back to /social-media-automation/connect/{platform}.'),
      }),
      'Where to send the member.',
    ),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    400: errorResponse('The platform is not set up here (its posts go to the sandbox): there is nothing to connect.'),
    404: UNKNOWN_PLATFORM,
  },
};

export const completeConnectionRouteSchema = {
  summary: 'Completes the connection with the code and state the platform sent back',
  tags: TAGS,
  params: platformParams,
  body: completeConnectionBodySchema,
  response: {
    200: jsonResponse(socialAccountSchema, 'The connected account.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    400: errorResponse(
      'No code or state, the connection expired or was already used, the platform refused, or it is not set up here.',
    ),
    404: UNKNOWN_PLATFORM,
    503: errorResponse('The platform did not answer; try again shortly.'),
  },
};

export const disconnectRouteSchema = {
  summary: "Forgets the member's account on the platform",
  tags: TAGS,
  params: platformParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(socialAccountSchema, 'The account, now not connected.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: UNKNOWN_PLATFORM,
  },
};
