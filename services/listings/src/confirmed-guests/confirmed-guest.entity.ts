import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * bookings' bookings as listings needs them (BookingConfirmed, then Declined/Cancelled/Completed): a guest whose
 * booking of a service is confirmed sees its exact address. An ended booking stays as a row with `confirmed` false,
 * so a late BookingConfirmed never reveals it again.
 */
@Entity({ name: 'confirmed_guests' })
@Index('confirmed_guests_service_id_guest_id_idx', ['serviceId', 'guestId'])
export class ConfirmedGuestEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'confirmed_guests_pkey' })
  bookingId!: string;

  @Column('uuid')
  serviceId!: string;

  @Column('uuid')
  guestId!: string;

  @Column('boolean')
  confirmed!: boolean;
}
