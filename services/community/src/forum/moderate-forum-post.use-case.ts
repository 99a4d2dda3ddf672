import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, isUuid, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ForumFlagEntity } from './forum-flag.entity';
import { ForumMail } from './forum-mail';
import { ForumPostEntity } from './forum-post.entity';
import { moderationDecisionSchema } from './moderation-decision.schema';
import { postNotFound } from './forum.errors';

export interface ModerateForumPostCommand {
  adminId: string;
  postId: string;
  approved: boolean;
  reason?: string | null;
}

const moderationSchema = moderationDecisionSchema('post');

/**
 * An admin approves or rejects a post (a rejection says why). The post's flags are cleared: a post hidden by flags
 * and approved again needs three new flags to hide it again. The author is emailed.
 */
@Injectable()
export class ModerateForumPostUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: ForumMail,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ModerateForumPostCommand): Promise<void> {
    const { approved, reason } = parseOrThrow(moderationSchema, {
      approved: command.approved,
      reason: command.reason ?? undefined,
    });
    if (!isUuid(command.postId)) throw postNotFound();
    await this.dataSource.transaction(async (manager) => {
      const posts = manager.getRepository(ForumPostEntity);
      const post = await posts.findOne({ where: { id: command.postId }, lock: { mode: 'pessimistic_write' } });
      if (!post) throw postNotFound();
      await posts.update(post.id, {
        status: approved ? 'approved' : 'rejected',
        rejectionReason: reason,
        moderatedAt: this.clock.now(),
        moderatedBy: command.adminId,
      });
      await manager.getRepository(ForumFlagEntity).delete({ postId: post.id });
      await this.mail.moderated(manager, {
        id: post.id,
        authorId: post.authorId,
        title: post.title,
        approved,
        rejectionReason: reason,
      });
    });
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `forum.post_${approved ? 'approved' : 'rejected'} post=${command.postId}`,
    });
  }
}
