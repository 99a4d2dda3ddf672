import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member's forum post; only approved posts are listed (see forum.words.ts). */
@Entity({ name: 'forum_posts' })
@Check('forum_posts_topic_check', `"topic" IN ('general', 'single_moms', 'single_dads', 'new_parents')`)
@Check('forum_posts_status_check', `"status" IN ('pending', 'approved', 'rejected')`)
@Index('forum_posts_status_created_at_idx', ['status', 'createdAt'])
@Index('forum_posts_author_id_idx', ['authorId'])
// GIN over to_tsvector('english', title || ' ' || content) of approved posts (the migration's expression).
@Index('forum_posts_search_idx', { synchronize: false })
export class ForumPostEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'forum_posts_pkey' })
  id!: string;

  @Column('uuid')
  authorId!: string;

  @Column('text')
  topic!: string;

  @Column('text')
  title!: string;

  @Column('text')
  content!: string;

  @Column('text')
  status!: string;

  @Column({ type: 'text', nullable: true })
  rejectionReason!: string | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  moderatedBy!: string | null;
}
