import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A member's TOTP secret, encrypted (AES-256-GCM, see mfa-secret-cipher.ts): pending until a first code confirms
 * it (`enabledAt` null), then in force. Also carries the account's count of wrong codes and its MFA lock.
 */
@Entity({ name: 'mfa_secrets' })
export class MfaSecretEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'mfa_secrets_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mfa_secrets_user_id_fkey' })
  user?: UserEntity;

  /** `<iv>.<ciphertext>.<tag>`, base64url; never the base32 secret itself. */
  @Column({ type: 'text' })
  secretCiphertext!: string;

  /** Which MFA_ENCRYPTION_KEY sealed it (the key's fingerprint), so keys can rotate. */
  @Column({ type: 'varchar', length: 16 })
  keyId!: string;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt!: Date | null;

  /** The TOTP time step of the last accepted code: a code of that step or an earlier one is refused. */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  lastUsedTimeStep!: number | null;

  /** Wrong codes since the last right one (sign-in challenges and disabling alike). */
  @Column({ type: 'integer', default: 0 })
  failedCodes!: number;

  /** Until when codes are refused after too many wrong ones. */
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
