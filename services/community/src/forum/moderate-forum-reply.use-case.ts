import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, isUuid, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ForumMail } from './forum-mail';
import { moderationDecisionSchema } from './moderation-decision.schema';
import { ForumPostEntity } from './forum-post.entity';
import { ForumReplyEntity } from './forum-reply.entity';
import { replyNotFound } from './forum.errors';

export interface ModerateForumReplyCommand {
  adminId: string;
  replyId: string;
  approved: boolean;
  reason?: string | null;
}

const moderationSchema = moderationDecisionSchema('reply');

/** An admin approves or rejects a reply that was held for moderation (a rejection says why); the author is emailed. */
@Injectable()
export class ModerateForumReplyUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: ForumMail,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: ModerateForumReplyCommand): Promise<void> {
    const { approved, reason } = parseOrThrow(moderationSchema, {
      approved: command.approved,
      reason: command.reason ?? undefined,
    });
    if (!isUuid(command.replyId)) throw replyNotFound();
    await this.dataSource.transaction(async (manager) => {
      const replies = manager.getRepository(ForumReplyEntity);
      const reply = await replies.findOne({ where: { id: command.replyId }, lock: { mode: 'pessimistic_write' } });
      if (!reply) throw replyNotFound();
      await replies.update(reply.id, { status: approved ? 'approved' : 'rejected' });
      const post = await manager.getRepository(ForumPostEntity).findOneByOrFail({ id: reply.postId });
      await this.mail.replyModerated(manager, {
        postId: post.id,
        postTitle: post.title,
        authorId: reply.authorId,
        approved,
        rejectionReason: reason,
      });
    });
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `forum.reply_${approved ? 'approved' : 'rejected'} reply=${command.replyId}`,
    });
  }
}
