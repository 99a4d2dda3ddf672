import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A guest's request for a service on one day, and where it went (see booking-words.ts). */
@Entity({ name: 'bookings' })
@Index('bookings_guest_id_booking_date_idx', ['guestId', 'bookingDate'])
@Index('bookings_host_id_booking_date_idx', ['hostId', 'bookingDate'])
@Index('bookings_service_id_booking_date_idx', ['serviceId', 'bookingDate'])
export class BookingEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'bookings_pkey' })
  id!: string;

  @Column('uuid')
  serviceId!: string;

  @Column('uuid')
  hostId!: string;

  @Column('uuid')
  guestId!: string;

  /** 'YYYY-MM-DD', a day in Europe/London (pg returns date columns as text with the kit's settings). */
  @Column('date')
  bookingDate!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** Integer minor units in `currency`; bigint arrives as text from pg. */
  @Column('bigint')
  amountMinor!: string | number;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column('text')
  status!: string;

  @Column('text')
  paymentStatus!: string;

  @Column('text')
  cancellationPolicy!: string;

  @Column({ type: 'text', nullable: true })
  cancelledBy!: string | null;

  @Column({ type: 'bigint', default: 0 })
  refundMinor!: string | number;

  @Column({ type: 'numeric', precision: 3, scale: 2, nullable: true })
  commissionRate!: string | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
