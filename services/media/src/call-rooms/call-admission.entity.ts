import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member the host let into a private meeting's call: they do not knock again when they reconnect. */
@Entity({ name: 'call_admissions' })
export class CallAdmissionEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'call_admissions_pkey' })
  meetingId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'call_admissions_pkey' })
  userId!: string;

  @Column('timestamptz')
  admittedAt!: Date;
}
