import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  COMPOSE_SOCIAL_MEDIA_POSTS,
  GENERATE_SOCIAL_MEDIA_POST,
  SOCIAL_MEDIA_POSTS_QUERY,
  SOCIAL_MEDIA_SUMMARY_QUERY,
  type GraphGeneratedSocialMediaPost,
  type GraphSocialMediaPost,
  type GraphSocialMediaSummary,
} from './social-media-posts.graph';
import {
  composeSocialMediaPostsRouteSchema,
  generateSocialMediaPostRouteSchema,
  listSocialMediaPostsRouteSchema,
  socialMediaSummaryRouteSchema,
  type SocialMediaPostJson,
} from './social-media-posts.schemas';

export const socialMediaPostJson = (post: GraphSocialMediaPost): SocialMediaPostJson => ({
  id: post.id,
  platform: post.platform as SocialMediaPostJson['platform'],
  content: post.content,
  hashtags: post.hashtags,
  serviceId: post.serviceId,
  scheduledFor: post.scheduledFor,
  publishedAt: post.publishedAt,
  status: post.status as SocialMediaPostJson['status'],
  failureReason: post.failureReason,
  attempts: post.attempts,
  publishedVia: post.publishedVia as SocialMediaPostJson['publishedVia'],
  externalUrl: post.externalUrl,
  engagementMetrics: post.engagementMetrics,
  engagementUpdatedAt: post.engagementUpdatedAt,
  createdAt: post.createdAt,
});

/** The /api/social-media-posts calls: a member's own posts, through the social subgraph. */
export async function socialMediaPostsRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/social-media-posts', { schema: listSocialMediaPostsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ socialMediaPosts: GraphSocialMediaPost[] }>(
      options.graph,
      SOCIAL_MEDIA_POSTS_QUERY,
      // Absent, the variable is left out: the graph's default (20) applies only then, never to an explicit null.
      request.query.limit === undefined ? {} : { limit: request.query.limit },
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.socialMediaPosts.map(socialMediaPostJson));
  });

  app.post('/api/social-media-posts', { schema: composeSocialMediaPostsRouteSchema }, async (request, reply) => {
    const body = request.body;
    const data = await executeGraph<{ composeSocialMediaPosts: GraphSocialMediaPost[] }>(
      options.graph,
      COMPOSE_SOCIAL_MEDIA_POSTS,
      {
        input: {
          platforms: body.platforms,
          content: body.content,
          hashtags: body.hashtags ?? [],
          serviceId: body.serviceId || null,
          scheduledFor: body.scheduledFor || null,
        },
      },
      signedIn(request),
    );
    return reply.status(201).send(data.composeSocialMediaPosts.map(socialMediaPostJson));
  });

  app.post(
    '/api/social-media-posts/generate',
    { schema: generateSocialMediaPostRouteSchema },
    async (request, reply) => {
      const data = await executeGraph<{ generateSocialMediaPost: GraphGeneratedSocialMediaPost }>(
        options.graph,
        GENERATE_SOCIAL_MEDIA_POST,
        { serviceId: request.body.serviceId || null },
        signedIn(request),
      );
      const generated = data.generateSocialMediaPost;
      return reply.send({
        content: generated.content,
        hashtags: generated.hashtags,
        writer: generated.writer as 'built_in' | 'model',
      });
    },
  );

  app.get('/api/social-media-posts/summary', { schema: socialMediaSummaryRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ socialMediaSummary: GraphSocialMediaSummary }>(
      options.graph,
      SOCIAL_MEDIA_SUMMARY_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.socialMediaSummary);
  });
}
