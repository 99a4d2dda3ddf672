import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An OAuth connection under way: the state sent to the platform, valid 10 minutes and used once. */
@Entity({ name: 'social_account_connections' })
@Check('social_account_connections_platform_check', `"platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')`)
@Index('social_account_connections_created_at_idx', ['createdAt'])
export class SocialAccountConnectionEntity {
  /** 32 random bytes, base64url. */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'social_account_connections_pkey' })
  state!: string;

  @Column('uuid')
  memberId!: string;

  @Column('text')
  platform!: string;

  /** The PKCE code verifier the token request proves the code with. */
  @Column('text')
  codeVerifier!: string;

  @Column('timestamptz')
  createdAt!: Date;
}
