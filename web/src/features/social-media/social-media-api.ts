import { fetchJson } from '../../api/api-request';

export const SOCIAL_MEDIA_POSTS_URL = '/api/social-media-posts';
export const SOCIAL_ACCOUNTS_URL = '/api/social-accounts';
/** How many posts the page lists ('the 5 most recent posts'). */
export const RECENT_POSTS = 5;

export type SocialPlatform = 'facebook' | 'instagram' | 'twitter' | 'linkedin';
export type SocialPostStatus = 'scheduled' | 'published' | 'failed' | 'draft';

export interface SocialEngagement {
  likes: number;
  shares: number;
  comments: number;
  total: number;
}

/** A post as GET /api/social-media-posts answers it. */
export interface SocialMediaPost {
  id: string;
  platform: SocialPlatform;
  content: string;
  hashtags: string[];
  serviceId: string | null;
  scheduledFor: string | null;
  publishedAt: string | null;
  status: SocialPostStatus;
  /** The last error while the post is retried; the final reason once it failed. */
  failureReason: string | null;
  attempts: number;
  /** sandbox: recorded by Village, nothing was posted to the platform. */
  publishedVia: 'sandbox' | 'platform' | null;
  externalUrl: string | null;
  engagementMetrics: SocialEngagement;
  engagementUpdatedAt: string | null;
  createdAt: string;
}

export interface SocialMediaSummary {
  totalPosts: number;
  published: number;
  scheduled: number;
  failed: number;
  engagement: SocialEngagement;
}

export interface NewSocialMediaPosts {
  platforms: SocialPlatform[];
  content: string;
  hashtags: string[];
  serviceId: string | null;
  /** ISO 8601; null publishes at once. */
  scheduledFor: string | null;
}

export interface GeneratedSocialMediaPost {
  content: string;
  hashtags: string[];
  writer: 'built_in' | 'model';
}

/** sandbox: the platform is not configured, posts are only recorded; otherwise whether an account is linked. */
export type SocialAccountMode = 'sandbox' | 'connected' | 'not_connected';

export interface SocialAccount {
  platform: SocialPlatform;
  mode: SocialAccountMode;
  accountName: string | null;
  connectedAt: string | null;
}

const accountUrl = (platform: SocialPlatform) => `${SOCIAL_ACCOUNTS_URL}/${encodeURIComponent(platform)}`;

export const getSocialMediaPosts = (signal?: AbortSignal): Promise<SocialMediaPost[]> =>
  fetchJson<SocialMediaPost[]>(`${SOCIAL_MEDIA_POSTS_URL}?limit=${RECENT_POSTS}`, { signal });

export const getSocialMediaSummary = (signal?: AbortSignal): Promise<SocialMediaSummary> =>
  fetchJson<SocialMediaSummary>(`${SOCIAL_MEDIA_POSTS_URL}/summary`, { signal });

export const composeSocialMediaPosts = (posts: NewSocialMediaPosts): Promise<SocialMediaPost[]> =>
  fetchJson<SocialMediaPost[]>(SOCIAL_MEDIA_POSTS_URL, { method: 'POST', json: posts });

export const generateSocialMediaPost = (serviceId: string): Promise<GeneratedSocialMediaPost> =>
  fetchJson<GeneratedSocialMediaPost>(`${SOCIAL_MEDIA_POSTS_URL}/generate`, { method: 'POST', json: { serviceId } });

export const getSocialAccounts = (signal?: AbortSignal): Promise<SocialAccount[]> =>
  fetchJson<SocialAccount[]>(SOCIAL_ACCOUNTS_URL, { signal });

export const startSocialAccountConnection = (platform: SocialPlatform): Promise<{ authorizeUrl: string }> =>
  fetchJson<{ authorizeUrl: string }>(`${accountUrl(platform)}/connect`, { method: 'POST' });

export const completeSocialAccountConnection = (
  platform: SocialPlatform,
  code: string,
  state: string,
): Promise<SocialAccount> =>
  fetchJson<SocialAccount>(`${accountUrl(platform)}/complete`, { method: 'POST', json: { code, state } });

export const disconnectSocialAccount = (platform: SocialPlatform): Promise<SocialAccount> =>
  fetchJson<SocialAccount>(accountUrl(platform), { method: 'DELETE' });
