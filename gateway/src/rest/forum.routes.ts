import { isUuid } from '@village/kit/ids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  FLAG_FORUM_POST,
  FORUM_POST_QUERY,
  FORUM_POSTS_QUERY,
  MODERATE_FORUM_POST,
  MODERATE_FORUM_REPLY,
  PENDING_FORUM_REPLIES_QUERY,
  REPLY_TO_FORUM_POST,
  SUBMIT_FORUM_POST,
} from './forum.graph';
import {
  flagForumPostRouteSchema,
  forumPostDetailRouteSchema,
  listForumPostsRouteSchema,
  moderateForumPostRouteSchema,
  moderateForumReplyRouteSchema,
  pendingForumRepliesRouteSchema,
  replyToForumPostRouteSchema,
  submitForumPostRouteSchema,
  type ForumPostDetailJson,
  type ForumPostJson,
  type ForumReplyJson,
} from './forum.schemas';

export type ForumRoutesOptions = GraphRoutesOptions;

const postNotFound = () => new UpstreamRefusal(404, { message: 'Post not found', code: 'POST_NOT_FOUND' });

const replyNotFound = () => new UpstreamRefusal(404, { message: 'Reply not found', code: 'FORUM_REPLY_NOT_FOUND' });

/** A post id is a uuid: anything else names no post (404, as community would answer, without asking it). */
function postIdOf(id: string): string {
  if (!isUuid(id)) throw postNotFound();
  return id;
}

function replyIdOf(id: string): string {
  if (!isUuid(id)) throw replyNotFound();
  return id;
}

/** The spec's /api/forum calls (and the post page's replies and flags), each through the graph. */
export async function forumRoutes(fastify: FastifyInstance, options: ForumRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/forum/posts', { schema: listForumPostsRouteSchema }, async (request, reply) => {
    const { approved, topic, search } = request.query;
    const data = await executeGraph<{ forumPosts: ForumPostJson[] }>(
      options.graph,
      FORUM_POSTS_QUERY,
      { approved: approved !== 'false', topic: topic || null, search: search || null },
      signedIn(request),
    );
    return reply.send({ posts: data.forumPosts });
  });

  app.get('/api/forum/posts/:id', { schema: forumPostDetailRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ forumPost: ForumPostDetailJson | null }>(
      options.graph,
      FORUM_POST_QUERY,
      { id: postIdOf(request.params.id) },
      context,
    );
    if (!data.forumPost) throw postNotFound();
    return reply.send(data.forumPost);
  });

  app.post('/api/forum/posts', { schema: submitForumPostRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const { title, content, topic } = request.body;
    const data = await executeGraph<{ submitForumPost: ForumPostJson }>(
      options.graph,
      SUBMIT_FORUM_POST,
      { input: { title, content, topic: topic ?? null } },
      context,
    );
    return reply.status(201).send(data.submitForumPost);
  });

  app.post('/api/forum/posts/:id/moderate', { schema: moderateForumPostRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ moderateForumPost: ForumPostJson }>(
      options.graph,
      MODERATE_FORUM_POST,
      { id: postIdOf(request.params.id), approved: request.body.approved, reason: request.body.reason ?? null },
      context,
    );
    return reply.send(data.moderateForumPost);
  });

  app.post('/api/forum/posts/:id/replies', { schema: replyToForumPostRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ replyToForumPost: ForumReplyJson }>(
      options.graph,
      REPLY_TO_FORUM_POST,
      { postId: postIdOf(request.params.id), content: request.body.content },
      context,
    );
    return reply.status(201).send(data.replyToForumPost);
  });

  app.post('/api/forum/posts/:id/flags', { schema: flagForumPostRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ flagForumPost: { hidden: boolean } }>(
      options.graph,
      FLAG_FORUM_POST,
      { postId: postIdOf(request.params.id), reason: request.body.reason },
      context,
    );
    return reply.status(201).send(data.flagForumPost);
  });

  app.get('/api/forum/replies/pending', { schema: pendingForumRepliesRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ pendingForumReplies: ForumReplyJson[] }>(
      options.graph,
      PENDING_FORUM_REPLIES_QUERY,
      {},
      signedIn(request),
    );
    return reply.send({ replies: data.pendingForumReplies });
  });

  app.post('/api/forum/replies/:id/moderate', { schema: moderateForumReplyRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const id = replyIdOf(request.params.id);
    const { approved, reason } = request.body;
    await executeGraph<{ moderateForumReply: boolean }>(
      options.graph,
      MODERATE_FORUM_REPLY,
      { id, approved, reason: reason ?? null },
      context,
    );
    return reply.send({ id, status: approved ? 'approved' : 'rejected' });
  });
}
