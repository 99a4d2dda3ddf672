import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What the calendar knows of a booking, from bookings' events; the newest event wins. */
@Entity({ name: 'calendar_bookings' })
@Index('calendar_bookings_host_id_idx', ['hostId'])
@Index('calendar_bookings_guest_id_idx', ['guestId'])
export class CalendarBookingEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_bookings_pkey' })
  bookingId!: string;

  @Column('uuid')
  hostId!: string;

  @Column('uuid')
  guestId!: string;

  /** YYYY-MM-DD. */
  @Column({ type: 'date' })
  bookingDate!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'timestamptz' })
  changedAt!: Date;
}
