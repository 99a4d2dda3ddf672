import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A Google or Facebook account linked to a member: the provider's subject signs the member in. */
@Entity({ name: 'external_identities' })
@Index('external_identities_provider_subject_key', ['provider', 'subject'], { unique: true })
export class ExternalIdentityEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'external_identities_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  /** The provider's stable id of the account (`sub`), never its email, which can change hands. */
  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Index('external_identities_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'external_identities_user_id_fkey' })
  user?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  linkedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignedInAt!: Date | null;
}
