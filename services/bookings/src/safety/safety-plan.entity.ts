import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const SAFETY_PLAN_STATUSES = ['active', 'checked_in', 'alerted', 'cancelled'] as const;
export type SafetyPlanStatus = (typeof SAFETY_PLAN_STATUSES)[number];

/**
 * A member's plan for a first meeting, shared with a trusted contact (never a member): who, where and when, and the
 * time by which the member means to check in. Only the member who made it sees or changes it.
 */
@Entity({ name: 'safety_plans' })
@Check('safety_plans_status_check', `"status" IN ('active', 'checked_in', 'alerted', 'cancelled')`)
@Index('safety_plans_one_active_idx', ['bookingId', 'ownerId'], { unique: true, where: `"status" = 'active'` })
@Index('safety_plans_owner_id_booking_id_idx', ['ownerId', 'bookingId'])
export class SafetyPlanEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'safety_plans_pkey' })
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('uuid')
  ownerId!: string;

  @Column('text')
  contactName!: string;

  @Column('text')
  contactEmail!: string;

  @Column({ type: 'text', nullable: true })
  meetingNote!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkInAt!: Date | null;

  @Column('text')
  status!: SafetyPlanStatus;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;
}
