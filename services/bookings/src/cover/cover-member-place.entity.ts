import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the cover circle knows of a member from identity's events: their postcode district and its centre (never the
 * full postcode) from UserRegistered, and whether they are verified from UserVerified.
 */
@Entity({ name: 'cover_member_places' })
export class CoverMemberPlaceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_member_places_pkey' })
  userId!: string;

  @Column({ type: 'text', nullable: true })
  district!: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  @Column({ type: 'boolean', default: false })
  verified!: boolean;
}
