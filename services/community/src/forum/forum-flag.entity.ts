import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** One member's flag on a post (one per member and post); cleared when an admin moderates the post again. */
@Entity({ name: 'forum_flags' })
@Check('forum_flags_reason_check', `"reason" IN ('spam', 'harassment', 'child_safety', 'other')`)
export class ForumFlagEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'forum_flags_pkey' })
  postId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'forum_flags_pkey' })
  flaggerId!: string;

  @Column('text')
  reason!: string;

  @Column('timestamptz')
  createdAt!: Date;
}
