import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export type VerificationCaseStatus = 'pending' | 'approved' | 'rejected';

/**
 * A member's identity document waiting for, or given, an admin's decision. The document's bytes live in media's
 * private bucket (`documentId` is media's object id); a member has at most one pending case.
 */
@Entity({ name: 'verification_cases' })
@Check('verification_cases_status_check', `"status" IN ('pending', 'approved', 'rejected')`)
@Index('verification_cases_status_submitted_at_idx', ['status', 'submittedAt'])
@Index('verification_cases_one_pending_per_user_key', ['userId'], { unique: true, where: `"status" = 'pending'` })
export class VerificationCaseEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'verification_cases_pkey' })
  id!: string;

  @Index('verification_cases_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'verification_cases_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'uuid' })
  documentId!: string;

  @Column({ type: 'text' })
  status!: VerificationCaseStatus;

  @Column({ type: 'timestamptz' })
  submittedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason!: string | null;
}
