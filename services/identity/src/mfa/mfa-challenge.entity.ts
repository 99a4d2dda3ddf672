import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A sign-in waiting for its second factor: the member proved the first one, and the gateway holds the opaque
 * challenge token (only its SHA-256 hash is here) in a short-lived cookie. Deleted when completed or locked.
 */
@Entity({ name: 'mfa_challenges' })
export class MfaChallengeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'mfa_challenges_pkey' })
  id!: string;

  @Index('mfa_challenges_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mfa_challenges_user_id_fkey' })
  user?: UserEntity;

  @Index('mfa_challenges_token_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
