import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One movement of a member's time-bank hours; the balance is their sum. The id is derived from (member, reason,
 * booking), so each movement can happen only once.
 */
@Entity({ name: 'time_bank_entries' })
@Index('time_bank_entries_member_id_created_at_idx', ['memberId', 'createdAt'])
@Check('time_bank_entries_reason_check', `"reason" IN ('starter', 'care_given', 'care_received')`)
export class TimeBankEntryEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'time_bank_entries_pkey' })
  id!: string;

  @Column('uuid')
  memberId!: string;

  @Column({ type: 'uuid', nullable: true })
  bookingId!: string | null;

  @Column('text')
  reason!: string;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  hoursDelta!: string;

  @Column('timestamptz')
  createdAt!: Date;
}
