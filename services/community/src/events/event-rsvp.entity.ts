import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member's answer to an event: going, on the waitlist (at `position`), or cancelled. */
@Entity({ name: 'event_rsvps' })
@Index('event_rsvps_member_id_idx', ['memberId'])
@Check('event_rsvps_status_check', `"status" IN ('going', 'waitlisted', 'cancelled')`)
export class EventRsvpEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'event_rsvps_pkey' })
  eventId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'event_rsvps_pkey' })
  memberId!: string;

  @Column('text')
  status!: string;

  /** The ages of the children the member brings (never their names); each takes a place. */
  @Column({ type: 'integer', array: true, default: '{}' })
  childrenAges!: number[];

  /** Order on the waitlist; null unless waitlisted. */
  @Column({ type: 'integer', nullable: true })
  position!: number | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;
}
