import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A link sent to confirm a member's email address: only its SHA-256 is kept; it works once, for 24 hours. */
@Entity({ name: 'email_confirmation_tokens' })
@Index('email_confirmation_tokens_user_id_created_at_idx', ['userId', 'createdAt'])
export class EmailConfirmationTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'email_confirmation_tokens_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_confirmation_tokens_user_id_fkey' })
  user?: UserEntity;

  @Index('email_confirmation_tokens_token_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The address the link confirms: a link sent before an email change confirms nothing after it. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Sent because the member asked again (these count against the resend limit), not on registration. */
  @Column({ type: 'boolean', default: false })
  resent!: boolean;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** By the service's clock (not the database's), so expiry and the resend limit can be tested. */
  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
