import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SocialPlatform } from '../publishing/publisher.port';

export const POST_STATUSES = ['scheduled', 'published', 'failed', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** sandbox: recorded by the sandbox publisher (the platform is not configured); platform: the platform's API took it. */
export type PublishedVia = 'sandbox' | 'platform';

/** One post on one platform, written by a member, published now or at its time by the `posts.publish` job. */
@Entity({ name: 'social_posts' })
@Index('social_posts_author_created_idx', ['authorId', 'createdAt'])
@Check('social_posts_platform_check', `"platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')`)
@Check('social_posts_status_check', `"status" IN ('scheduled', 'published', 'failed', 'draft')`)
@Check('social_posts_published_via_check', `"published_via" IN ('sandbox', 'platform')`)
export class SocialPostEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'social_posts_pkey' })
  id!: string;

  @Column('uuid')
  authorId!: string;

  @Column('text')
  platform!: SocialPlatform;

  @Column('text')
  content!: string;

  /** Without '#'. */
  @Column('text', { array: true })
  hashtags!: string[];

  @Column({ type: 'uuid', nullable: true })
  serviceId!: string | null;

  /** Null: published as soon as it was written. */
  @Column({ type: 'timestamptz', nullable: true })
  scheduledFor!: Date | null;

  @Column('text')
  status!: PostStatus;

  @Column({ type: 'text', nullable: true })
  publishedVia!: PublishedVia | null;

  @Column({ type: 'text', nullable: true })
  externalId!: string | null;

  @Column({ type: 'text', nullable: true })
  externalUrl!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** Why it failed, or the last error while it is still being retried. */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  likes!: number;

  @Column({ type: 'integer', default: 0 })
  shares!: number;

  @Column({ type: 'integer', default: 0 })
  comments!: number;

  @Column({ type: 'timestamptz', nullable: true })
  engagementUpdatedAt!: Date | null;

  @Column('timestamptz')
  createdAt!: Date;
}
