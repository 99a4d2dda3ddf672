import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SafetyPlanEntity } from './safety-plan.entity';

export const SAFETY_PLAN_ACTIONS = ['shared', 'checked_in', 'cancelled', 'alerted'] as const;
export type SafetyPlanAction = (typeof SAFETY_PLAN_ACTIONS)[number];

/** One thing that happened to a safety plan, and when: its history. */
@Entity({ name: 'safety_plan_actions' })
@Check('safety_plan_actions_action_check', `"action" IN ('shared', 'checked_in', 'cancelled', 'alerted')`)
@Index('safety_plan_actions_plan_id_at_idx', ['planId', 'at'])
export class SafetyPlanActionEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'safety_plan_actions_pkey' })
  id!: string;

  @Column('uuid')
  planId!: string;

  @ManyToOne(() => SafetyPlanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plan_id', foreignKeyConstraintName: 'safety_plan_actions_plan_id_fkey' })
  plan?: SafetyPlanEntity;

  @Column('text')
  action!: SafetyPlanAction;

  @Column('timestamptz')
  at!: Date;
}
