import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * An enhanced DBS check an admin saw and recorded. No document is stored, and of the certificate number only its
 * last 4 characters: enough for the admin and the member to tell which certificate was seen, never enough to look
 * the certificate up (the DBS update service needs the whole number). A keyed hash would also let a known number be
 * matched, but would need a key of its own for nothing a member or admin can use, so it is not kept.
 */
@Entity({ name: 'dbs_checks' })
@Index('dbs_checks_one_current_per_member_key', ['memberId'], { unique: true, where: '"revoked_at" IS NULL' })
export class DbsCheckEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'dbs_checks_pkey' })
  id!: string;

  @Column('uuid')
  memberId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'dbs_checks_member_id_fkey' })
  member?: UserEntity;

  @Column({ name: 'certificate_last4', type: 'varchar', length: 4 })
  certificateLast4!: string;

  /** The certificate's issue date (a calendar day, YYYY-MM-DD). */
  @Column({ type: 'date' })
  issuedOn!: string;

  @Column({ type: 'timestamptz' })
  recordedAt!: Date;

  @Column('uuid')
  recordedBy!: string;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  revokedBy!: string | null;
}
