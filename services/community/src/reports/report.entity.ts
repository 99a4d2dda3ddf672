import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member's report of content or of a member; an admin resolves it with an outcome. */
@Entity({ name: 'reports' })
@Index('reports_status_created_at_idx', ['status', 'createdAt'])
@Index('reports_one_open_per_reporter_idx', ['reporterId', 'targetType', 'targetId'], {
  unique: true,
  where: `"status" = 'open'`,
})
@Check('reports_target_type_check', `"target_type" IN ('post', 'reply', 'member', 'service', 'event', 'message')`)
@Check('reports_reason_check', `"reason" IN ('spam', 'harassment', 'child_safety', 'other')`)
@Check('reports_status_check', `"status" IN ('open', 'resolved')`)
@Check('reports_outcome_check', `"outcome" IS NULL OR "outcome" IN ('dismiss', 'remove_content', 'warn', 'suspend')`)
export class ReportEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'reports_pkey' })
  id!: string;

  @Column('uuid')
  reporterId!: string;

  @Column('text')
  targetType!: string;

  @Column('uuid')
  targetId!: string;

  /** The member reported, or the author of the reported content. */
  @Column('uuid')
  subjectMemberId!: string;

  @Column('text')
  reason!: string;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  @Column({ type: 'text', default: 'open' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  outcome!: string | null;

  @Column({ type: 'text', nullable: true })
  adminNote!: string | null;

  @Column({ type: 'uuid', nullable: true })
  resolvedBy!: string | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
