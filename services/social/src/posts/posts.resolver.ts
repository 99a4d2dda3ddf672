import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { ComposePostsUseCase } from './compose-posts.use-case';
import { PostQueries } from './post-queries';
import type { SocialPostEntity } from './social-post.entity';
import {
  ComposeSocialMediaPostsInput,
  SocialEngagementModel,
  SocialMediaPostModel,
  SocialMediaSummaryModel,
} from './social-post.model';

const engagement = (likes: number, shares: number, comments: number): SocialEngagementModel => ({
  likes,
  shares,
  comments,
  total: likes + shares + comments,
});

const toModel = (post: SocialPostEntity): SocialMediaPostModel => ({
  id: post.id,
  platform: post.platform,
  content: post.content,
  hashtags: post.hashtags,
  serviceId: post.serviceId,
  scheduledFor: post.scheduledFor,
  publishedAt: post.publishedAt,
  status: post.status,
  failureReason: post.failureReason,
  attempts: post.attempts,
  publishedVia: post.publishedVia,
  externalUrl: post.externalUrl,
  engagementMetrics: engagement(post.likes, post.shares, post.comments),
  engagementUpdatedAt: post.engagementUpdatedAt,
  createdAt: post.createdAt,
});

@Resolver(() => SocialMediaPostModel)
export class PostsResolver {
  constructor(
    private readonly queries: PostQueries,
    private readonly compose: ComposePostsUseCase,
  ) {}

  @Query(() => [SocialMediaPostModel], {
    description: "The signed-in member's posts, newest written first (limit 1-100).",
  })
  async socialMediaPosts(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<SocialMediaPostModel[]> {
    return (await this.queries.recentOf(viewer.id, limit)).map(toModel);
  }

  @Query(() => SocialMediaSummaryModel, { description: "Counts and total engagement of the signed-in member's posts." })
  async socialMediaSummary(@CurrentUser() viewer: AuthenticatedUser): Promise<SocialMediaSummaryModel> {
    const summary = await this.queries.summaryOf(viewer.id);
    return {
      totalPosts: summary.totalPosts,
      published: summary.published,
      scheduled: summary.scheduled,
      failed: summary.failed,
      engagement: engagement(summary.likes, summary.shares, summary.comments),
    };
  }

  @Mutation(() => [SocialMediaPostModel], {
    description: 'Writes one post per chosen platform, published now or at scheduledFor (only own services).',
  })
  async composeSocialMediaPosts(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => ComposeSocialMediaPostsInput }) input: ComposeSocialMediaPostsInput,
  ): Promise<SocialMediaPostModel[]> {
    return (await this.compose.execute(viewer.id, { ...input })).map(toModel);
  }
}
