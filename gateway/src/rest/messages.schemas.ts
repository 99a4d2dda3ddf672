import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

const NOT_SIGNED_IN = errorResponse('Not signed in.');
const NOT_FOUND = errorResponse('No such conversation, or not one of the caller’s.');

export const conversationSchema = z
  .object({
    id: z.string(),
    counterpart: z
      .object({
        memberId: z.string(),
        firstName: z.string().nullable().describe('Null until identity has told community of the member.'),
        lastInitial: z
          .string()
          .nullable()
          .describe("The last name's initial when known; identity publishes first names only, so null today."),
      })
      .describe('The other member: a name only, never an email address or phone number.'),
    lastMessageExcerpt: z.string().nullable().describe('The start of the last message; null before the first.'),
    lastMessageAt: z.string().nullable().describe('ISO 8601.'),
    unreadCount: z.number().int().describe('Messages from the other member not yet read.'),
  })
  .meta({ id: 'Conversation' });

export type ConversationJson = z.infer<typeof conversationSchema>;

export const directMessageSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    isMine: z.boolean().describe('Whether the signed-in member sent it.'),
    body: z.string(),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'DirectMessage' });

const conversationParams = z.object({ conversationId: z.string().max(100) });

export const listConversationsRouteSchema = {
  summary: "The signed-in member's conversations, latest activity first",
  tags: ['messages'],
  querystring: noQuery,
  response: {
    200: jsonResponse(
      z.object({ conversations: z.array(conversationSchema) }).meta({ id: 'ConversationList' }),
      'Conversations; one the member blocked is hidden.',
    ),
    ...COMMON_ERRORS,
    401: NOT_SIGNED_IN,
  },
};

export const startConversationBodySchema = z.object(
  { memberId: z.string({ error: 'memberId is required' }).max(100).describe('The member to message.') },
  { error: 'Send the member as a JSON object.' },
);

export const startConversationRouteSchema = {
  summary: 'Starts (or reopens) the conversation with a member',
  description: 'Only between members with a confirmed booking between them or a mutual match, and no block either way.',
  tags: ['messages'],
  body: startConversationBodySchema,
  response: {
    200: jsonResponse(conversationSchema, 'The conversation.'),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    403: errorResponse(
      'You cannot message this member, or they accept contact from verified members only (or the CSRF token is missing).',
    ),
  },
};

export const conversationMessagesQuerySchema = z.object({
  before: z.string().max(100).optional().describe('Page back from this message id.'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be from 1 to 100')
    .max(100, 'Limit must be from 1 to 100')
    .optional()
    .describe('1 to 100; 50 when not given.'),
});

export const conversationMessagesRouteSchema = {
  summary: 'A page of a conversation, oldest first',
  tags: ['messages'],
  params: conversationParams,
  querystring: conversationMessagesQuerySchema,
  response: {
    200: jsonResponse(
      z
        .object({
          messages: z.array(directMessageSchema),
          hasMore: z.boolean().describe('Whether older messages remain: ask again with `before` the first id.'),
        })
        .meta({ id: 'DirectMessagePage' }),
      'The page.',
    ),
    ...COMMON_ERRORS,
    400: errorResponse('A query parameter is invalid.'),
    401: NOT_SIGNED_IN,
    404: NOT_FOUND,
  },
};

export const sendMessageBodySchema = z.object(
  {
    body: formText('Message', 10_000, { missing: 'Write a message before sending' }).describe(
      '1 to 2000 characters once trimmed.',
    ),
  },
  { error: 'Send the message as a JSON object.' },
);

export const sendMessageRouteSchema = {
  summary: 'Sends a message in a conversation',
  tags: ['messages'],
  params: conversationParams,
  body: sendMessageBodySchema,
  response: {
    201: jsonResponse(directMessageSchema, 'Sent.'),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    403: errorResponse(
      'You cannot message this member, or they accept contact from verified members only (or the CSRF token is missing).',
    ),
    404: NOT_FOUND,
  },
};

export const markConversationReadRouteSchema = {
  summary: 'Marks everything in a conversation read',
  tags: ['messages'],
  params: conversationParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(conversationSchema, 'The conversation, now with no unread messages.'),
    ...WRITE_ERRORS,
    401: NOT_SIGNED_IN,
    404: NOT_FOUND,
  },
};

export const unreadMessageCountRouteSchema = {
  summary: 'How many messages the signed-in member has not read',
  tags: ['messages'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ unreadCount: z.number().int() }).meta({ id: 'UnreadMessageCount' }), 'The count.'),
    ...COMMON_ERRORS,
    401: NOT_SIGNED_IN,
  },
};

export const messageStreamRouteSchema = {
  summary: 'Live new-message events for the signed-in member (server-sent events)',
  description:
    'Each `message` event carries { conversationId, messageId, mine } for a new message in one of the member’s ' +
    'conversations; comment lines are heartbeats. Read the message itself from the conversation.',
  tags: ['messages'],
  querystring: noQuery,
  response: {
    200: { description: 'An event stream.', content: { 'text/event-stream': { schema: z.string() } } },
    ...COMMON_ERRORS,
    401: NOT_SIGNED_IN,
  },
};
