import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member's reply to an approved post: approved at once when its author has an approved post, else pending. */
@Entity({ name: 'forum_replies' })
@Check('forum_replies_status_check', `"status" IN ('pending', 'approved', 'rejected')`)
@Index('forum_replies_post_id_created_at_idx', ['postId', 'createdAt'])
export class ForumReplyEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'forum_replies_pkey' })
  id!: string;

  @Column('uuid')
  postId!: string;

  @Column('uuid')
  authorId!: string;

  @Column('text')
  content!: string;

  @Column('text')
  status!: string;

  @Column('timestamptz')
  createdAt!: Date;
}
