import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A reciprocal childcare booking's care as the guest asked for it, and the hours it costs (time-bank-rules.ts). */
@Entity({ name: 'booking_care_hours' })
@Check('booking_care_hours_children_check', '"children" BETWEEN 1 AND 4')
export class BookingCareHoursEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'booking_care_hours_pkey' })
  bookingId!: string;

  /** numeric arrives as text from pg. */
  @Column({ type: 'numeric', precision: 3, scale: 1 })
  careHours!: string;

  @Column('integer')
  children!: number;

  @Column({ type: 'numeric', precision: 4, scale: 1 })
  hoursCharged!: string;
}
