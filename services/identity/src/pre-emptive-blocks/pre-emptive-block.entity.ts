import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A member blocking a person by their contact (an email address or a phone number) before that person joins. Only a keyed hash
 * of the normalised contact is kept; when someone joins with it, a real block is made and `appliedAt` set.
 */
@Entity({ name: 'pre_emptive_blocks' })
@Index('pre_emptive_blocks_blocker_id_contact_hash_key', ['blockerId', 'contactHash'], { unique: true })
@Index('pre_emptive_blocks_contact_hash_idx', ['contactHash'])
export class PreEmptiveBlockEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pre_emptive_blocks_pkey' })
  id!: string;

  @Column('uuid')
  blockerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id', foreignKeyConstraintName: 'pre_emptive_blocks_blocker_id_fkey' })
  blocker?: UserEntity;

  /** What kind of contact was hashed: 'email' or 'phone' (E.164). */
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  /** HMAC-SHA256 of the normalised contact, hex. */
  @Column({ type: 'varchar', length: 64 })
  contactHash!: string;

  /** The member's own reminder of who this is; never the address. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  label!: string | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** When someone joined with the contact and the block was made. */
  @Column({ type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;
}
