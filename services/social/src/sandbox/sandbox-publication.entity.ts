import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the sandbox publisher "posted" for a platform this deployment has not configured: nothing leaves Village.
 * Its figures stay 0 unless a test or a person records some.
 */
@Entity({ name: 'sandbox_publications' })
@Index('sandbox_publications_post_id_key', ['postId'], { unique: true })
export class SandboxPublicationEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'sandbox_publications_pkey' })
  id!: string;

  @Column('uuid')
  postId!: string;

  @Column('text')
  platform!: string;

  @Column('text')
  text!: string;

  @Column({ type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column('timestamptz')
  publishedAt!: Date;

  @Column({ type: 'integer', default: 0 })
  likes!: number;

  @Column({ type: 'integer', default: 0 })
  shares!: number;

  @Column({ type: 'integer', default: 0 })
  comments!: number;
}
