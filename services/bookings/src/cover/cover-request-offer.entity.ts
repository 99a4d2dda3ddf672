import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CoverRequestEntity } from './cover-request.entity';

/** A nearby verified childcare host asked to cover a request once the circle had not answered in time. */
@Entity({ name: 'cover_request_offers' })
@Index('cover_request_offers_member_id_idx', ['memberId'])
export class CoverRequestOfferEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_request_offers_pkey' })
  requestId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_request_offers_pkey' })
  memberId!: string;

  @ManyToOne(() => CoverRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'cover_request_offers_request_id_fkey' })
  request?: CoverRequestEntity;
}
