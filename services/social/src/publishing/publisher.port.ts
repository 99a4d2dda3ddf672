export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** A member's connected account on one platform, tokens decrypted for the call. */
export interface PlatformAccount {
  platform: SocialPlatform;
  memberId: string;
  /** The page, profile or organisation posts go to (a Facebook Page id, an Instagram user id, an X user id, a LinkedIn URN). */
  externalAccountId: string;
  accessToken: string;
}

/** What one post asks a platform to publish. */
export interface PublishRequest {
  postId: string;
  platform: SocialPlatform;
  /** The post's content with its hashtags appended, as it will read on the platform. */
  text: string;
  /** A public image for platforms that need one (Instagram); null when the post has none. */
  imageUrl: string | null;
}

export interface Publication {
  externalId: string;
  url: string | null;
  publishedAt: Date;
}

export interface Engagement {
  likes: number;
  shares: number;
  comments: number;
}

/**
 * Why a platform did not publish, in words a member can act on. `retryable` for outages, rate limits and
 * timeouts (with `retryAfterMs` when the platform said how long to wait); not for refusals (too long, bad token).
 */
export class PublishFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(reason);
    this.name = 'PublishFailure';
  }
}

/** One platform's real HTTP API. */
export interface PlatformAdapter {
  readonly platform: SocialPlatform;
  publish(request: PublishRequest, account: PlatformAccount): Promise<Publication>;
  /** Figures for posts it published, by external id; an id the platform no longer knows is left out. */
  engagement(externalIds: string[], account: PlatformAccount): Promise<Map<string, Engagement>>;
}

/** The adapters of the platforms configured in this deployment (none on the embedded default). */
export const PLATFORM_ADAPTERS = Symbol('PLATFORM_ADAPTERS');

/** Members' connected accounts, as the publishing side needs them. */
export interface ConnectedAccounts {
  accountFor(memberId: string, platform: SocialPlatform): Promise<PlatformAccount | null>;
}

export const CONNECTED_ACCOUNTS = Symbol('CONNECTED_ACCOUNTS');
