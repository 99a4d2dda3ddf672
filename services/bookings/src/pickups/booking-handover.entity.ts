import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One check-in of a childcare booking's handover ('collected' or 'dropped_off'), by its host or its guest. */
@Entity({ name: 'booking_handovers' })
@Check('booking_handovers_kind_check', `"kind" IN ('collected', 'dropped_off')`)
@Check('booking_handovers_side_check', `"recorded_by_side" IN ('host', 'guest')`)
@Index('booking_handovers_booking_id_recorded_at_idx', ['bookingId', 'recordedAt'])
export class BookingHandoverEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'booking_handovers_pkey' })
  id!: string;

  @Column('uuid')
  bookingId!: string;

  @Column('text')
  kind!: string;

  @Column('uuid')
  recordedBy!: string;

  @Column('text')
  recordedBySide!: string;

  @Column('timestamptz')
  recordedAt!: Date;
}
