import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The adults a childcare booking's guest authorised to collect the child: their names only, nothing else. */
@Entity({ name: 'booking_pickups' })
export class BookingPickupEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'booking_pickups_pkey' })
  bookingId!: string;

  @Column({ type: 'text', array: true })
  authorisedAdults!: string[];

  @Column('timestamptz')
  updatedAt!: Date;
}
