import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Matching's own copy of what it needs about a member, kept current from identity's events. */
@Entity({ name: 'members' })
@Index('members_location_idx', ['latitude', 'longitude'])
export class MemberProjectionEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'members_pkey' })
  userId!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 16 })
  postcode!: string;

  @Column({ type: 'varchar', length: 64 })
  country!: string;

  @Column({ type: 'boolean' })
  isSingleParent!: boolean;

  @Column({ type: 'boolean' })
  isLookingForColiving!: boolean;

  @Column({ type: 'boolean' })
  offersServices!: boolean;

  @Column({ type: 'timestamptz' })
  registeredAt!: Date;

  /** From the registered full name's last word; null for a single name. */
  @Column({ type: 'varchar', length: 1, nullable: true })
  lastInitial!: string | null;

  /** The postcode district (outward code, ZIP...) and its place name: all other members may learn of where one lives. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  district!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  place!: string | null;

  /** The district's centre (offline centroids); null when the postcode is unknown, and then never a candidate. */
  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  @Column({ type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ type: 'boolean', default: false })
  isSuspended!: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
