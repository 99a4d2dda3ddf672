import { Injectable } from '@nestjs/common';
import { blockedEitherWay } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { ReportedThing, ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';

/** A member; the subject is the member themselves (nothing to remove: warn or suspend). */
@Injectable()
export class MemberReportTarget implements ReportTarget {
  readonly kind = 'member' as const;

  constructor(targets: ReportTargets) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const [known] = await manager.query<unknown[]>('SELECT 1 FROM member_contacts WHERE user_id = $1', [targetId]);
    if (!known || (await blockedEitherWay(manager, reporterId, targetId))) return null;
    return { subjectMemberId: targetId, excerpt: null };
  }

  async excerpt(): Promise<string | null> {
    return null;
  }
}
