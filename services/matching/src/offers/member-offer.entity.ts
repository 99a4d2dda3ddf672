import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A service a member lists (listings' Service* events), by the matching service type it counts as. */
@Entity({ name: 'member_offers' })
@Index('member_offers_host_id_idx', ['hostId'])
export class MemberOfferEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_offers_pkey' })
  serviceId!: string;

  @Column('uuid')
  hostId!: string;

  /** One of MATCHING_SERVICE_TYPES, or the listings type when it has no matching counterpart (never counted). */
  @Column({ type: 'varchar', length: 32 })
  serviceType!: string;

  @Column({ type: 'boolean' })
  isActive!: boolean;
}
