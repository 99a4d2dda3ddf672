import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member the host removed from a meeting's call: they cannot join that meeting again. */
@Entity({ name: 'call_removals' })
export class CallRemovalEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'call_removals_pkey' })
  meetingId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'call_removals_pkey' })
  userId!: string;

  @Column('uuid')
  removedBy!: string;

  @Column('timestamptz')
  removedAt!: Date;
}
