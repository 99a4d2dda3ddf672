import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export type MemberVouchStatus = 'requested' | 'active' | 'declined' | 'revoked';

/**
 * A member asking a verified member who knows them to vouch for them: 'requested' until the voucher answers,
 * 'active' once accepted (until the voucher revokes it), 'declined' or 'revoked' after.
 */
@Entity({ name: 'member_vouches' })
@Check('member_vouches_not_self_check', `"member_id" <> "voucher_id"`)
@Check('member_vouches_status_check', `"status" IN ('requested', 'active', 'declined', 'revoked')`)
@Index('member_vouches_open_pair_key', ['memberId', 'voucherId'], {
  unique: true,
  where: `"status" IN ('requested', 'active')`,
})
export class MemberVouchEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'member_vouches_pkey' })
  id!: string;

  /** The member vouched for. */
  @Column('uuid')
  memberId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'member_vouches_member_id_fkey' })
  member?: UserEntity;

  @Index('member_vouches_voucher_id_idx')
  @Column('uuid')
  voucherId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'voucher_id', foreignKeyConstraintName: 'member_vouches_voucher_id_fkey' })
  voucher?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  status!: MemberVouchStatus;

  @Column({ type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
