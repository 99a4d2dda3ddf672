import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { watchSession, type SessionWatchOptions } from '../session/session-watch';
import type { MessageStreamClient } from './message-stream.client';
import {
  CONVERSATION_MESSAGES_QUERY,
  MARK_CONVERSATION_READ,
  MY_CONVERSATIONS_QUERY,
  SEND_MESSAGE,
  START_CONVERSATION,
  UNREAD_MESSAGE_COUNT_QUERY,
  type GraphConversation,
  type GraphDirectMessage,
} from './messages.graph';
import {
  conversationMessagesRouteSchema,
  listConversationsRouteSchema,
  markConversationReadRouteSchema,
  messageStreamRouteSchema,
  sendMessageRouteSchema,
  startConversationRouteSchema,
  unreadMessageCountRouteSchema,
} from './messages.schemas';

export interface MessagesRoutesOptions extends GraphRoutesOptions {
  /** Community's live stream; absent when community is not in the supergraph (the route answers 503). */
  stream: MessageStreamClient | undefined;
  /** Messages one member may send in a minute. */
  sendsPerMinute: number;
  /** A stream ends with its session: at its access token's expiry, or once revoked. */
  sessionWatch: SessionWatchOptions;
}

/** The browser's EventSource reconnects this soon after a stream ends on purpose. */
const RECONNECT_AFTER_MS = 1000;

export const SENDING_TOO_FAST = 'You are sending messages too quickly. Please wait a minute and try again.';

/** Counted per member (the session's user id), so one member cannot flood a conversation from many addresses. */
const sendingRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `messages:send:${request.gatewayContext?.userId ?? `ip:${request.ip}`}`,
    errorResponseBuilder: () => gatewayErrors.error(GatewayErrorCode.RateLimited, SENDING_TOO_FAST),
  },
});

const conversationNotFound = () =>
  new UpstreamRefusal(404, { message: 'Conversation not found', code: 'CONVERSATION_NOT_FOUND' });
const cannotMessage = () =>
  new UpstreamRefusal(403, { message: 'You cannot message this member.', code: 'MESSAGING_NOT_ALLOWED' });

/** A conversation id is a uuid: anything else names none (404, as community would answer, without asking it). */
function conversationIdOf(id: string): string {
  if (!isUuid(id)) throw conversationNotFound();
  return id;
}

/** Direct messages between members (/api/conversations, /api/messages/*), through the graph and community's stream. */
export async function messagesRoutes(fastify: FastifyInstance, options: MessagesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  // Open message streams end when the server closes (after the drain, ADR 038): the browser reconnects to another
  // instance after `retry`, instead of the stream holding this one until it is killed.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/conversations', { schema: listConversationsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myConversations: GraphConversation[] }>(
      options.graph,
      MY_CONVERSATIONS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send({ conversations: data.myConversations });
  });

  app.post('/api/conversations', { schema: startConversationRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    if (!isUuid(request.body.memberId)) throw cannotMessage();
    const data = await executeGraph<{ startConversation: GraphConversation }>(
      options.graph,
      START_CONVERSATION,
      { memberId: request.body.memberId },
      context,
    );
    return reply.send(data.startConversation);
  });

  app.get(
    '/api/conversations/:conversationId/messages',
    { schema: conversationMessagesRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const before = request.query.before ?? null;
      if (before !== null && !isUuid(before)) throw conversationNotFound();
      const data = await executeGraph<{ conversationMessages: { hasMore: boolean; messages: GraphDirectMessage[] } }>(
        options.graph,
        CONVERSATION_MESSAGES_QUERY,
        { conversationId: conversationIdOf(request.params.conversationId), before, limit: request.query.limit ?? null },
        context,
      );
      return reply.header('cache-control', 'no-store').send(data.conversationMessages);
    },
  );

  app.post(
    '/api/conversations/:conversationId/messages',
    { config: sendingRateLimit(options.sendsPerMinute), schema: sendMessageRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ sendMessage: GraphDirectMessage }>(
        options.graph,
        SEND_MESSAGE,
        { conversationId: conversationIdOf(request.params.conversationId), body: request.body.body },
        context,
      );
      return reply.status(201).send(data.sendMessage);
    },
  );

  app.post(
    '/api/conversations/:conversationId/read',
    { schema: markConversationReadRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ markConversationRead: GraphConversation }>(
        options.graph,
        MARK_CONVERSATION_READ,
        { conversationId: conversationIdOf(request.params.conversationId) },
        context,
      );
      return reply.send(data.markConversationRead);
    },
  );

  app.get('/api/messages/unread-count', { schema: unreadMessageCountRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ unreadMessageCount: number }>(
      options.graph,
      UNREAD_MESSAGE_COUNT_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send({ unreadCount: data.unreadMessageCount });
  });

  app.get('/api/messages/stream', { schema: messageStreamRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    if (!options.stream) throw new UpstreamRefusal(503, { message: 'Messages are unavailable' });
    if (context.refreshed) {
      // The renewed session's cookies are written only by a normal send: reconnecting, the browser carries them.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    }
    const upstream = await options.stream.open(context.accessToken, context.correlationId);
    if (request.method === 'HEAD') {
      upstream.close();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('');
    }
    reply.hijack();
    const raw = reply.raw;
    if (request.raw.socket.destroyed) {
      upstream.close();
      return;
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-correlation-id': context.correlationId,
    });
    raw.flushHeaders();
    raw.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    const end = () => {
      openStreams.delete(end);
      stopWatching();
      upstream.close();
      if (!raw.writableEnded) raw.end();
    };
    openStreams.add(end);
    const stopWatching = watchSession(context.accessToken, end, options.sessionWatch);
    upstream.body.on('data', (chunk: Buffer) => raw.write(chunk));
    upstream.body.on('end', end);
    upstream.body.on('error', end);
    raw.on('close', end);
  });
}
