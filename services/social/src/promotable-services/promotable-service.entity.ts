import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A service as social knows it from listings' events: what a post about it may say, and who may promote it. */
@Entity({ name: 'promotable_services' })
@Index('promotable_services_host_id_idx', ['hostId'])
export class PromotableServiceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'promotable_services_pkey' })
  serviceId!: string;

  @Column('uuid')
  hostId!: string;

  @Column('text')
  type!: string;

  @Column('text')
  title!: string;

  @Column('text')
  serviceMode!: string;

  @Column('text')
  pricingType!: string;

  /** Integer minor units; bigint arrives as text from pg. */
  @Column({ type: 'bigint', nullable: true })
  priceMinor!: string | number | null;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column('text')
  country!: string;

  /** The postcode district, never the full postcode. */
  @Column('text')
  district!: string;

  @Column('text')
  status!: string;

  @Column({ type: 'timestamptz', nullable: true })
  dateTime!: Date | null;

  @Column({ type: 'boolean', default: false })
  isRecurring!: boolean;

  @Column('integer')
  maxParticipants!: number;

  /** Media's upload ids, in the order the service shows them. */
  @Column('text', { array: true })
  photoIds!: string[];

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** When the newest event applied happened: an older event arriving late changes nothing. */
  @Column('timestamptz')
  versionAt!: Date;
}
