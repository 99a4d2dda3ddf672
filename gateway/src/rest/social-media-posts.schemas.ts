import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;
const PLATFORM_MESSAGE = 'Select at least one platform';
const MAX_HASHTAGS = 30;

export const socialEngagementSchema = z
  .object({
    likes: z.number().int(),
    shares: z.number().int(),
    comments: z.number().int(),
    total: z.number().int().describe('likes + shares + comments.'),
  })
  .meta({ id: 'SocialEngagement' });

export const socialMediaPostSchema = z
  .object({
    id: z.string(),
    platform: z.enum(SOCIAL_PLATFORMS),
    content: z.string(),
    hashtags: z.array(z.string()).describe("Without the '#'."),
    serviceId: z.string().nullable().describe('The promoted service, one the member hosts.'),
    scheduledFor: z.string().nullable().describe('ISO 8601; null: published at once.'),
    publishedAt: z.string().nullable().describe('ISO 8601; null until published.'),
    status: z.enum(['scheduled', 'published', 'failed', 'draft']),
    failureReason: z
      .string()
      .nullable()
      .describe('Why the last attempt failed (kept while it is retried); the final reason once failed.'),
    attempts: z.number().int().describe('Publishing attempts made so far.'),
    publishedVia: z
      .enum(['sandbox', 'platform'])
      .nullable()
      .describe('sandbox: recorded by Village, nothing was posted (the platform is not configured).'),
    externalUrl: z.string().nullable().describe('The post on the platform, when it has an address.'),
    engagementMetrics: socialEngagementSchema,
    engagementUpdatedAt: z.string().nullable().describe('ISO 8601: when the figures were last fetched.'),
    createdAt: z.string(),
  })
  .meta({ id: 'SocialMediaPost' });

export type SocialMediaPostJson = z.infer<typeof socialMediaPostSchema>;

export const socialMediaSummarySchema = z
  .object({
    totalPosts: z.number().int(),
    published: z.number().int(),
    scheduled: z.number().int(),
    failed: z.number().int(),
    engagement: socialEngagementSchema.describe("Over all the member's posts."),
  })
  .meta({ id: 'SocialMediaSummary' });

export const generatedSocialMediaPostSchema = z
  .object({
    content: z.string(),
    hashtags: z.array(z.string()).describe("Without the '#'."),
    writer: z
      .enum(['built_in', 'model'])
      .describe('built_in: the writer needing no network; model: the configured one.'),
  })
  .meta({ id: 'GeneratedSocialMediaPost' });

export const socialMediaPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int('Limit must be a whole number from 1 to 100')
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .optional()
    .describe('1 to 100; 20 when not given.'),
});

export const composeSocialMediaPostsBodySchema = z.object(
  {
    platforms: z
      .array(z.enum(SOCIAL_PLATFORMS, { error: PLATFORM_MESSAGE }), { error: PLATFORM_MESSAGE })
      .min(1, PLATFORM_MESSAGE)
      .max(SOCIAL_PLATFORMS.length, PLATFORM_MESSAGE)
      .describe('1 to 4 distinct of facebook, instagram, twitter, linkedin: one post each.'),
    content: formText('Content', 5000, { missing: 'Content is required' }).describe('Trimmed; 1 to 5000 characters.'),
    hashtags: z
      .array(formText('Hashtag', 100), { error: 'Hashtags must be a list' })
      .max(MAX_HASHTAGS, `At most ${MAX_HASHTAGS} hashtags`)
      .optional()
      .describe("Up to 30; '#' stripped, empties dropped; letters, numbers and underscores, 1 to 50 each."),
    serviceId: z
      .string({ error: 'Service not found' })
      .max(100, 'Service not found')
      .nullable()
      .optional()
      .describe('A service the member hosts, or null.'),
    scheduledFor: formText('Schedule time', 100)
      .nullable()
      .optional()
      .describe('ISO 8601, within the next 365 days; null publishes at once.'),
  },
  { error: 'Send the post as a JSON object.' },
);

export const generateSocialMediaPostBodySchema = z.object(
  {
    serviceId: z
      .string({ error: 'Please select a service to generate promotional content.' })
      .max(100, 'Service not found')
      .nullable()
      .optional()
      .describe('A service the member hosts.'),
  },
  { error: 'Send the service as a JSON object.' },
);

const SIGNED_OUT = errorResponse('Not signed in.');
const TAGS = ['social-media'];

export const listSocialMediaPostsRouteSchema = {
  summary: "The member's posts, newest first",
  tags: TAGS,
  querystring: socialMediaPostsQuerySchema,
  response: {
    200: jsonResponse(z.array(socialMediaPostSchema), 'The posts.'),
    ...COMMON_ERRORS,
    400: errorResponse('The limit is not 1 to 100.'),
    401: SIGNED_OUT,
  },
};

export const composeSocialMediaPostsRouteSchema = {
  summary: 'Composes one post per platform, published now or at the schedule time',
  tags: TAGS,
  body: composeSocialMediaPostsBodySchema,
  response: {
    201: jsonResponse(z.array(socialMediaPostSchema), 'The posts, one per platform.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    403: errorResponse('The service is hosted by someone else, or the CSRF token is missing.'),
    404: errorResponse('Service not found.'),
  },
};

export const generateSocialMediaPostRouteSchema = {
  summary: 'Writes promotional content and hashtags for one of the member’s services',
  tags: TAGS,
  body: generateSocialMediaPostBodySchema,
  response: {
    200: jsonResponse(generatedSocialMediaPostSchema, 'The suggested content and hashtags.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    403: errorResponse('The service is hosted by someone else, or the CSRF token is missing.'),
    404: errorResponse('Service not found.'),
  },
};

export const socialMediaSummaryRouteSchema = {
  summary: "Quick stats over all the member's posts",
  tags: TAGS,
  querystring: noQuery,
  response: {
    200: jsonResponse(socialMediaSummarySchema, 'The figures.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
  },
};
