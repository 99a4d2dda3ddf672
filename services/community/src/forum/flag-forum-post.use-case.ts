import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, isUuid, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { ForumFlagEntity } from './forum-flag.entity';
import { ForumPostEntity } from './forum-post.entity';
import { ForumQueries } from './forum-queries';
import { alreadyFlagged, forumInvalid, postNotFound } from './forum.errors';
import { FLAGS_TO_HIDE, FORUM_FLAG_REASONS } from './forum.words';

const flagSchema = z.object({ reason: z.enum(FORUM_FLAG_REASONS, { error: 'Choose a reason' }) });

/**
 * A member flags an approved post they can see (once). The third flag hides it: the post goes back to pending until
 * an admin moderates it again.
 */
@Injectable()
export class FlagForumPostUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: ForumQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the post is now hidden. */
  async execute(flaggerId: string, postId: string, reason: string): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.flagIn(manager, flaggerId, postId, reason));
  }

  /** The same, in the caller's transaction (a report of a post flags it too). */
  async flagIn(manager: EntityManager, flaggerId: string, postId: string, reason: string): Promise<boolean> {
    const flag = parseOrThrow(flagSchema, { reason });
    if (!isUuid(postId)) throw postNotFound();
    const post = await manager
      .getRepository(ForumPostEntity)
      .findOne({ where: { id: postId }, lock: { mode: 'pessimistic_write' } });
    const visible = post && (await this.queries.postFor({ id: flaggerId, isAdmin: false }, postId, manager));
    if (!post || !visible || post.status !== 'approved') throw postNotFound();
    if (post.authorId === flaggerId) throw forumInvalid('You cannot flag your own post');
    // The post's row lock keeps two flags of one post in turn.
    const flags = manager.getRepository(ForumFlagEntity);
    if (await flags.existsBy({ postId, flaggerId })) throw alreadyFlagged();
    await flags.insert({ postId, flaggerId, reason: flag.reason, createdAt: this.clock.now() });
    if ((await flags.countBy({ postId })) < FLAGS_TO_HIDE) return false;
    await manager.getRepository(ForumPostEntity).update(postId, { status: 'pending' });
    return true;
  }
}
