import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

export const forumReplySchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    authorId: z.string(),
    authorName: z.string().nullable().describe("The author's first name, when Village knows it."),
    content: z.string(),
    status: z.string().describe('pending (waiting for an admin), approved or rejected.'),
    createdAt: z.string(),
  })
  .meta({ id: 'ForumReply' });

export const forumPostSchema = z
  .object({
    id: z.string(),
    authorId: z.string(),
    authorName: z.string().nullable().describe("The author's first name, when Village knows it."),
    topic: z.string().describe('general, single_moms, single_dads or new_parents.'),
    title: z.string(),
    content: z.string(),
    status: z.string().describe('pending (new, or hidden by flags until reviewed), approved or rejected.'),
    isModerated: z.boolean().describe('True once an admin has approved or rejected it.'),
    approved: z.boolean(),
    rejectionReason: z.string().nullable(),
    flagCount: z.number().int().describe("Members' flags since it was last moderated."),
    replyCount: z.number().int().describe('Approved replies.'),
    createdAt: z.string(),
    moderatedAt: z.string().nullable(),
  })
  .meta({ id: 'ForumPost' });

export const forumPostDetailSchema = forumPostSchema
  .extend({ replies: z.array(forumReplySchema).describe("Approved replies, and the caller's own waiting ones.") })
  .meta({ id: 'ForumPostDetail' });

export type ForumPostJson = z.infer<typeof forumPostSchema>;
export type ForumPostDetailJson = z.infer<typeof forumPostDetailSchema>;
export type ForumReplyJson = z.infer<typeof forumReplySchema>;

const postIdParams = z.object({ id: z.string().max(100) });
const NOT_FOUND = errorResponse('No such post, or not one the caller may see (waiting, rejected, or across a block).');
const NOT_SIGNED_IN = errorResponse('Not signed in.');

export const forumPostsQuerySchema = z.object({
  approved: z
    .enum(['true', 'false'], { error: 'approved must be true or false' })
    .optional()
    .describe('true (the default): approved posts; false: posts waiting for moderation (admins only).'),
  topic: formText('Topic', 50).optional().describe('general, single_moms, single_dads or new_parents.'),
  search: formText('Search', 200).optional().describe('Words to find, web-search style ("exact phrase", -word, or).'),
});

export const listForumPostsRouteSchema = {
  summary: 'Forum posts: approved ones (by topic and search), or those waiting for moderation (admins only)',
  tags: ['forum'],
  querystring: forumPostsQuerySchema,
  response: {
    200: jsonResponse(
      z.object({ posts: z.array(forumPostSchema) }).meta({ id: 'ForumPostList' }),
      'Approved posts newest first, or waiting posts oldest first; at most 100.',
    ),
    ...COMMON_ERRORS,
    400: errorResponse('A query parameter is invalid.'),
    401: NOT_SIGNED_IN,
    403: errorResponse('Waiting posts are for admins only.'),
  },
};

export const forumPostDetailRouteSchema = {
  summary: 'One forum post with its replies',
  tags: ['forum'],
  params: postIdParams,
  response: {
    200: jsonResponse(forumPostDetailSchema, 'The post.'),
    ...COMMON_ERRORS,
    401: NOT_SIGNED_IN,
    404: NOT_FOUND,
  },
};

export const submitForumPostBodySchema = z.object(
  {
    title: formText('Title', 1000, { missing: 'Title must be at least 5 characters' }).describe(
      'At least 5 characters.',
    ),
    content: formText('Content', 20_000, { missing: 'Content must be at least 20 characters' }).describe(
      'At least 20 characters.',
    ),
    topic: formText('Topic', 50)
      .nullable()
      .optional()
      .describe('general (the default), single_moms, single_dads or new_parents.'),
  },
  { error: 'Send the post as a JSON object.' },
);

export const submitForumPostRouteSchema = {
  summary: 'Submits a post; it is held for moderation',
  tags: ['forum'],
  body: submitForumPostBodySchema,
  response: {
    201: jsonResponse(forumPostSchema, 'Submitted, waiting for an admin.'),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
  },
};

export const moderateForumPostBodySchema = z.object(
  {
    approved: z.boolean({ error: 'approved must be true or false' }),
    reason: formText('Reason', 2000).nullable().optional().describe('Required to reject: why, for the author.'),
  },
  { error: 'Send the moderation as a JSON object.' },
);

export const moderateForumPostRouteSchema = {
  summary: 'Approves or rejects a post (admins only); the author is emailed',
  tags: ['forum'],
  params: postIdParams,
  body: moderateForumPostBodySchema,
  response: {
    200: jsonResponse(forumPostSchema, 'The post as moderated.'),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    403: errorResponse('Not an admin, or a missing CSRF token.'),
    404: errorResponse('No such post.'),
  },
};

export const replyToForumPostBodySchema = z.object(
  { content: formText('Reply', 10_000, { missing: 'Reply must not be empty' }) },
  { error: 'Send the reply as a JSON object.' },
);

export const replyToForumPostRouteSchema = {
  summary: 'Replies to an approved post (held for moderation unless the member has an approved post)',
  tags: ['forum'],
  params: postIdParams,
  body: replyToForumPostBodySchema,
  response: { 201: jsonResponse(forumReplySchema, 'Replied.'), ...WRITE_ERRORS, 401: NOT_SIGNED_IN, 404: NOT_FOUND },
};

export const flagForumPostBodySchema = z.object(
  {
    reason: formText('Reason', 50, { missing: 'Choose a reason' }).describe('spam, harassment, child_safety or other.'),
  },
  { error: 'Send the flag as a JSON object.' },
);

export const flagForumPostRouteSchema = {
  summary: 'Flags an approved post, once per member; three flags hide it until an admin reviews it',
  tags: ['forum'],
  params: postIdParams,
  body: flagForumPostBodySchema,
  response: {
    201: jsonResponse(
      z.object({ hidden: z.boolean().describe('True when this flag hid the post.') }).meta({ id: 'ForumFlagResult' }),
      'Flagged.',
    ),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    404: NOT_FOUND,
    409: errorResponse('The caller already flagged this post.'),
  },
};

export const pendingForumRepliesRouteSchema = {
  summary: 'Replies held for moderation, oldest first (admins only)',
  tags: ['forum'],
  querystring: noQuery,
  response: {
    200: jsonResponse(
      z.object({ replies: z.array(forumReplySchema) }).meta({ id: 'ForumReplyList' }),
      'Waiting replies, oldest first; at most 100.',
    ),
    ...COMMON_ERRORS,
    401: NOT_SIGNED_IN,
    403: errorResponse('Not an admin.'),
  },
};

export const moderateForumReplyBodySchema = z.object(
  {
    approved: z.boolean({ error: 'approved must be true or false' }),
    reason: formText('Reason', 2000).nullable().optional().describe('Required to reject: why, for the author.'),
  },
  { error: 'Send the moderation as a JSON object.' },
);

export const moderateForumReplyRouteSchema = {
  summary: 'Approves or rejects a held reply (admins only); the author is emailed',
  tags: ['forum'],
  params: z.object({ id: z.string().max(100) }),
  body: moderateForumReplyBodySchema,
  response: {
    200: jsonResponse(
      z.object({ id: z.string(), status: z.string().describe('approved or rejected.') }).meta({
        id: 'ForumReplyModeration',
      }),
      'The reply as moderated.',
    ),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    403: errorResponse('Not an admin, or a missing CSRF token.'),
    404: errorResponse('No such reply.'),
  },
};
