import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ForumPostEntity } from '../../forum/forum-post.entity';
import { ForumQueries } from '../../forum/forum-queries';
import { excerptOf, type ReportedThing, type ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';
import { REPORT_EXCERPT_LENGTH } from '../report.words';

/** A forum post (reported through its flag: three flags hide it); removing it rejects it for good. */
@Injectable()
export class ForumPostReportTarget implements ReportTarget {
  readonly kind = 'post' as const;

  constructor(
    private readonly queries: ForumQueries,
    targets: ReportTargets,
  ) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const post = await this.queries.postFor({ id: reporterId, isAdmin: false }, targetId, manager);
    if (!post || post.status !== 'approved') return null;
    return { subjectMemberId: post.authorId, excerpt: excerptOf(post.title, REPORT_EXCERPT_LENGTH) };
  }

  async excerpt(manager: EntityManager, targetId: string): Promise<string | null> {
    const post = await manager.getRepository(ForumPostEntity).findOneBy({ id: targetId });
    return post ? excerptOf(`${post.title}: ${post.content}`, REPORT_EXCERPT_LENGTH) : null;
  }

  async remove(manager: EntityManager, targetId: string): Promise<void> {
    await manager.getRepository(ForumPostEntity).update(targetId, { status: 'rejected' });
  }
}
