import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** What an emailed link lets its holder do once. */
export enum AccountLinkPurpose {
  MagicLink = 'magic_link',
  PasswordReset = 'password_reset',
}

/** A single-use link emailed to a member: only the SHA-256 of its token is kept. */
@Entity({ name: 'account_links' })
export class AccountLinkEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'account_links_pkey' })
  id!: string;

  @Index('account_links_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_links_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  purpose!: AccountLinkPurpose;

  @Index('account_links_token_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
