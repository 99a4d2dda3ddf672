import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's connected account on one platform; its tokens sealed with SOCIAL_TOKEN_KEY (AES-256-GCM). */
@Entity({ name: 'social_accounts' })
@Check('social_accounts_platform_check', `"platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')`)
export class SocialAccountEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'social_accounts_pkey' })
  memberId!: string;

  @PrimaryColumn('text', { primaryKeyConstraintName: 'social_accounts_pkey' })
  platform!: string;

  /** The Page, Instagram user, X user or LinkedIn person URN posts go to. */
  @Column('text')
  externalAccountId!: string;

  @Column('text')
  accountName!: string;

  @Column('text')
  accessToken!: string;

  @Column('text', { nullable: true })
  refreshToken!: string | null;

  /** When the access token stops working; null for tokens that do not expire (Facebook Page tokens). */
  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;

  @Column('timestamptz')
  connectedAt!: Date;
}
