import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ServiceDetails } from '../service-types/type-fields';

/** A service a member offers. `postcode` and `location` are the host's; others see `district` only. */
@Entity({ name: 'services' })
@Index('services_host_id_created_at_idx', ['hostId', 'createdAt'])
@Index('services_status_created_at_id_idx', ['status', 'createdAt', 'id'])
// Browse's GiST indexes on the position of active services (migration 1797000100001): not expressible here.
@Index('services_active_earth_idx', { synchronize: false })
@Index('services_active_type_country_earth_idx', { synchronize: false })
@Check('services_cancellation_policy_check', `"cancellation_policy" IN ('flexible', 'moderate', 'strict')`)
export class ServiceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'services_pkey' })
  id!: string;

  @Column('uuid')
  hostId!: string;

  @Column('text')
  title!: string;

  @Column('text')
  description!: string;

  @Column('text')
  type!: string;

  @Column('text')
  serviceMode!: string;

  @Column({ type: 'timestamptz', nullable: true })
  dateTime!: Date | null;

  @Column('boolean')
  isRecurring!: boolean;

  @Column({ type: 'text', nullable: true })
  recurringPattern!: string | null;

  /** A custom pattern's RFC 5545 rule; null for the other patterns. */
  @Column({ type: 'text', nullable: true })
  recurrenceRule!: string | null;

  /** How long each occurrence lasts; null: an hour. */
  @Column({ type: 'integer', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column('text')
  country!: string;

  @Column('text')
  postcode!: string;

  @Column('text')
  district!: string;

  @Column({ type: 'text', nullable: true })
  place!: string | null;

  @Column('double precision')
  latitude!: number;

  @Column('double precision')
  longitude!: number;

  @Column({ type: 'text', nullable: true })
  virtualLink!: string | null;

  @Column('text')
  pricingType!: string;

  /** Integer minor units (pence for GBP); bigint arrives as text from pg, read through `priceMinorOf`. */
  @Column({ type: 'bigint', nullable: true })
  priceMinor!: string | number | null;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column('integer')
  maxParticipants!: number;

  /** flexible, moderate or strict: the refund a guest gets on cancelling. */
  @Column({ type: 'text', default: 'flexible' })
  cancellationPolicy!: string;

  @Column({ type: 'text', nullable: true })
  audienceLimitations!: string | null;

  @Column({ type: 'text', nullable: true })
  availabilityNotes!: string | null;

  @Column('jsonb')
  details!: ServiceDetails;

  @Column('text')
  status!: string;

  /** The photos shown with the service, in order (media's ids). */
  @Column('uuid', { array: true })
  photoIds!: string[];

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;
}

export const priceMinorOf = (service: Pick<ServiceEntity, 'priceMinor'>): number | null =>
  service.priceMinor === null ? null : Number(service.priceMinor);
