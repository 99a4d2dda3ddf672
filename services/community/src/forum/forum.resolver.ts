import { ForbiddenException } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnly, AuditLog, CurrentUser, type AuthenticatedUser } from '@village/kit';
import { FlagForumPostUseCase } from './flag-forum-post.use-case';
import { ForumQueries } from './forum-queries';
import type { ForumPostRow } from './forum-row';
import { postNotFound } from './forum.errors';
import {
  ForumFlagResultModel,
  ForumPostModel,
  ForumReplyModel,
  ForumStatsModel,
  SubmitForumPostInput,
} from './forum.model';
import { ModerateForumPostUseCase } from './moderate-forum-post.use-case';
import { ModerateForumReplyUseCase } from './moderate-forum-reply.use-case';
import { ReplyToForumPostUseCase } from './reply-to-forum-post.use-case';
import { SubmitForumPostUseCase } from './submit-forum-post.use-case';

const toModel = (post: ForumPostRow): ForumPostModel => ({
  ...post,
  isModerated: post.moderatedAt !== null && post.status !== 'pending',
  approved: post.status === 'approved',
});

@Resolver(() => ForumPostModel)
export class ForumResolver {
  constructor(
    private readonly queries: ForumQueries,
    private readonly submit: SubmitForumPostUseCase,
    private readonly moderate: ModerateForumPostUseCase,
    private readonly moderateReply: ModerateForumReplyUseCase,
    private readonly reply: ReplyToForumPostUseCase,
    private readonly flag: FlagForumPostUseCase,
    private readonly audit: AuditLog,
  ) {}

  @Query(() => [ForumPostModel], {
    description:
      'Approved posts, newest first, by topic and full-text search (at most 100); approved: false lists the posts ' +
      'waiting for moderation, oldest first (admins only).',
  })
  async forumPosts(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('approved', { type: () => Boolean, defaultValue: true }) approved: boolean,
    @Args('topic', { type: () => String, nullable: true }) topic: string | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<ForumPostModel[]> {
    if (approved) return (await this.queries.approved(viewer.id, { topic, search })).map(toModel);
    if (!viewer.isAdmin) {
      this.audit.record('access.denied', { accountId: viewer.id, detail: 'forumPosts(approved: false): not an admin' });
      throw new ForbiddenException("You don't have permission to access this page.");
    }
    return (await this.queries.pending()).map(toModel);
  }

  @Query(() => ForumPostModel, {
    nullable: true,
    description: 'A post: approved ones for members, any for its author or an admin (null otherwise).',
  })
  async forumPost(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ForumPostModel | null> {
    const post = await this.queries.postFor(viewer, id);
    return post ? toModel(post) : null;
  }

  @ResolveField(() => [ForumReplyModel], {
    description: "Approved replies, and the viewer's own waiting ones, oldest first.",
  })
  async replies(@CurrentUser() viewer: AuthenticatedUser, @Parent() post: ForumPostModel): Promise<ForumReplyModel[]> {
    return this.queries.repliesFor(viewer.id, post.id);
  }

  @Query(() => ForumStatsModel, { description: 'Figures of the forum.' })
  async forumStats(): Promise<ForumStatsModel> {
    return { activeDiscussions: await this.queries.activeDiscussions() };
  }

  @AdminOnly()
  @Query(() => Int, { description: 'How many posts wait for moderation (admins only).' })
  async pendingForumPostCount(): Promise<number> {
    return this.queries.pendingCount();
  }

  @AdminOnly()
  @Query(() => [ForumReplyModel], { description: 'Replies waiting for moderation, oldest first (admins only).' })
  async pendingForumReplies(): Promise<ForumReplyModel[]> {
    return this.queries.pendingReplies();
  }

  @Mutation(() => ForumPostModel, { description: 'Submits a post; it waits for an admin before others see it.' })
  async submitForumPost(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => SubmitForumPostInput }) input: SubmitForumPostInput,
  ): Promise<ForumPostModel> {
    return this.load(viewer, await this.submit.execute(viewer.id, { ...input }));
  }

  @AdminOnly()
  @Mutation(() => ForumPostModel, {
    description: 'Approves or rejects a post (a rejection needs a reason); the author is emailed (admins only).',
  })
  async moderateForumPost(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('approved', { type: () => Boolean }) approved: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
  ): Promise<ForumPostModel> {
    await this.moderate.execute({ adminId: admin.id, postId: id, approved, reason });
    return this.load(admin, id);
  }

  @AdminOnly()
  @Mutation(() => Boolean, {
    description:
      'Approves or rejects a reply held for moderation (a rejection needs a reason); the author is emailed (admins only).',
  })
  async moderateForumReply(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('approved', { type: () => Boolean }) approved: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
  ): Promise<boolean> {
    await this.moderateReply.execute({ adminId: admin.id, replyId: id, approved, reason });
    return true;
  }

  @Mutation(() => ForumReplyModel, {
    description:
      'Replies to an approved post; published at once when the member has an approved post, else held for moderation.',
  })
  async replyToForumPost(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<ForumReplyModel> {
    const replyId = await this.reply.execute(viewer, postId, content);
    const reply = (await this.queries.repliesFor(viewer.id, postId)).find((one) => one.id === replyId);
    if (!reply) throw postNotFound();
    return reply;
  }

  @Mutation(() => ForumFlagResultModel, {
    description:
      'Flags an approved post (spam, harassment, child_safety or other), once per member; three flags hide it ' +
      'until an admin reviews it.',
  })
  async flagForumPost(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('reason', { type: () => String }) reason: string,
  ): Promise<ForumFlagResultModel> {
    return { hidden: await this.flag.execute(viewer.id, postId, reason) };
  }

  private async load(viewer: AuthenticatedUser, id: string): Promise<ForumPostModel> {
    const post = await this.queries.postFor(viewer, id);
    if (!post) throw postNotFound();
    return toModel(post);
  }
}
