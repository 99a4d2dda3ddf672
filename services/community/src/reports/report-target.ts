import type { EntityManager } from 'typeorm';
import type { ReportTargetType } from './report.words';

/** What a target kind tells the reports module about one reported thing, as the reporter sees it. */
export interface ReportedThing {
  /** The member reported, or the content's author. */
  subjectMemberId: string;
  /** A short excerpt for the admins' queue; null for a member. */
  excerpt: string | null;
}

/** Who removes reported content, for which report, and when. */
export interface Removal {
  reportId: string;
  adminId: string;
  at: Date;
}

/** One kind of thing members can report, implemented by one provider that registers itself with ReportTargets. */
export interface ReportTarget {
  readonly kind: ReportTargetType;
  /** The thing as `reporterId` may see it (null when unknown, hidden from them or across a block). */
  find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null>;
  /** The thing's excerpt for an admin (null when gone). */
  excerpt(manager: EntityManager, targetId: string): Promise<string | null>;
  /** Takes the content down for good; absent where the kind has no content to remove (a member). */
  remove?(manager: EntityManager, targetId: string, removal: Removal): Promise<void>;
}

export const excerptOf = (text: string, length: number): string =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
