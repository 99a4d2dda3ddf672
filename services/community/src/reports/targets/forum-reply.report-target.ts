import { Injectable } from '@nestjs/common';
import { notBlockedEitherWaySql } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { ForumReplyEntity } from '../../forum/forum-reply.entity';
import { excerptOf, type ReportedThing, type ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';
import { REPORT_EXCERPT_LENGTH } from '../report.words';

/** An approved reply on an approved post; removing it rejects it for good. */
@Injectable()
export class ForumReplyReportTarget implements ReportTarget {
  readonly kind = 'reply' as const;

  constructor(targets: ReportTargets) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const [reply] = await manager.query<Array<{ authorId: string; content: string }>>(
      `SELECT reply.author_id AS "authorId", reply.content
         FROM forum_replies reply JOIN forum_posts post ON post.id = reply.post_id
        WHERE reply.id = $2 AND reply.status = 'approved' AND post.status = 'approved'
          AND ${notBlockedEitherWaySql('reply.author_id', '$1')} AND ${notBlockedEitherWaySql('post.author_id', '$1')}`,
      [reporterId, targetId],
    );
    return reply ? { subjectMemberId: reply.authorId, excerpt: excerptOf(reply.content, REPORT_EXCERPT_LENGTH) } : null;
  }

  async excerpt(manager: EntityManager, targetId: string): Promise<string | null> {
    const reply = await manager.getRepository(ForumReplyEntity).findOneBy({ id: targetId });
    return reply ? excerptOf(reply.content, REPORT_EXCERPT_LENGTH) : null;
  }

  async remove(manager: EntityManager, targetId: string): Promise<void> {
    await manager.getRepository(ForumReplyEntity).update(targetId, { status: 'rejected' });
  }
}
