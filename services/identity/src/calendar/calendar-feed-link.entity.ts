import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's secret calendar feed link: only the SHA-256 hash of its secret is kept. Gone with the account. */
@Entity({ name: 'calendar_feed_links' })
export class CalendarFeedLinkEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_feed_links_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'calendar_feed_links_user_id_fkey' })
  user?: UserEntity;

  @Index('calendar_feed_links_secret_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
