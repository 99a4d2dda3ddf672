import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { CommunityEventEntity } from '../../events/community-event.entity';
import { CommunityEventQueries } from '../../events/community-event-queries';
import { excerptOf, type ReportedThing, type ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';
import { REPORT_EXCERPT_LENGTH } from '../report.words';

/** A community event; removing it hides it from everyone for good. */
@Injectable()
export class CommunityEventReportTarget implements ReportTarget {
  readonly kind = 'event' as const;

  constructor(
    private readonly queries: CommunityEventQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    targets: ReportTargets,
  ) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const event = await this.queries.one(reporterId, targetId, manager);
    if (!event) return null;
    return { subjectMemberId: event.organiserId, excerpt: excerptOf(event.title, REPORT_EXCERPT_LENGTH) };
  }

  async excerpt(manager: EntityManager, targetId: string): Promise<string | null> {
    const event = await manager.getRepository(CommunityEventEntity).findOneBy({ id: targetId });
    return event ? excerptOf(`${event.title}: ${event.description}`, REPORT_EXCERPT_LENGTH) : null;
  }

  async remove(manager: EntityManager, targetId: string): Promise<void> {
    await manager.getRepository(CommunityEventEntity).update(targetId, { removedAt: this.clock.now() });
  }
}
