import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, isUuid } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ForumReplyEntity } from './forum-reply.entity';
import { replyNotFound } from './forum.errors';

/** An admin approves or rejects a reply that was held for moderation. */
@Injectable()
export class ModerateForumReplyUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async execute(adminId: string, replyId: string, approved: boolean): Promise<void> {
    if (!isUuid(replyId)) throw replyNotFound();
    const result = await this.dataSource
      .getRepository(ForumReplyEntity)
      .update(replyId, { status: approved ? 'approved' : 'rejected' });
    if (!result.affected) throw replyNotFound();
    this.audit.record('admin.action', {
      accountId: adminId,
      detail: `forum.reply_${approved ? 'approved' : 'rejected'} reply=${replyId}`,
    });
  }
}
