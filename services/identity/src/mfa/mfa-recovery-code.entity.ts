import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** One of a member's recovery codes, as its SHA-256 hash (see recovery-codes.ts); usable once. */
@Entity({ name: 'mfa_recovery_codes' })
export class MfaRecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'mfa_recovery_codes_pkey' })
  id!: string;

  @Index('mfa_recovery_codes_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mfa_recovery_codes_user_id_fkey' })
  user?: UserEntity;

  @Index('mfa_recovery_codes_code_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
