import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A service as bookings knows it from listings' events: what a booking needs (price, capacity, policy, status). */
@Entity({ name: 'offered_services' })
export class OfferedServiceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'offered_services_pkey' })
  serviceId!: string;

  @Column('uuid')
  hostId!: string;

  @Column('text')
  type!: string;

  @Column('text')
  title!: string;

  @Column('text')
  pricingType!: string;

  /** Integer minor units; bigint arrives as text from pg. */
  @Column({ type: 'bigint', nullable: true })
  priceMinor!: string | number | null;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column('integer')
  maxParticipants!: number;

  @Column('text')
  status!: string;

  @Column({ type: 'timestamptz', nullable: true })
  dateTime!: Date | null;

  /** The service's district as listings published it (never the exact address); '' when not known. */
  @Column({ type: 'text', default: '' })
  district!: string;

  @Column({ type: 'boolean', default: false })
  isRecurring!: boolean;

  @Column({ type: 'text', default: 'flexible' })
  cancellationPolicy!: string;

  /** The RFC 5545 rule a recurring service's occurrences follow from dateTime on; '' when it has none. */
  @Column({ type: 'text', default: '' })
  recurrenceRule!: string;

  /** How long each occurrence lasts, in minutes; 0 means an hour. */
  @Column({ type: 'integer', default: 0 })
  durationMinutes!: number;

  /** Childcare only: paid, reciprocal (paid in time-bank hours, never money), free or flexible; '' otherwise. */
  @Column({ type: 'text', default: '' })
  childcareArrangement!: string;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the newest event applied happened: an older event arriving late changes nothing. */
  @Column('timestamptz')
  versionAt!: Date;
}
