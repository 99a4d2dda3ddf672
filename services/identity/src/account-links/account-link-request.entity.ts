import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountLinkPurpose } from './account-link.entity';

/** One request for a link, counted per email (known account or not) for the per-address limit. */
@Entity({ name: 'account_link_requests' })
@Index('account_link_requests_email_purpose_requested_at_idx', ['email', 'purpose', 'requestedAt'])
export class AccountLinkRequestEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'account_link_requests_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: AccountLinkPurpose;

  @Index('account_link_requests_requested_at_idx')
  @Column({ type: 'timestamptz' })
  requestedAt!: Date;
}
