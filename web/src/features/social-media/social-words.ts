import type { SocialMediaPost, SocialPlatform } from './social-media-api';

export const SOCIAL_PAGE_PATH = '/social-media-automation';
/** The spec's counter: shown out of 280, not enforced. */
export const COUNTER_LIMIT = 280;
export const DEFAULT_PLATFORM: SocialPlatform = 'facebook';

export interface PlatformInfo {
  key: SocialPlatform;
  /** How members know it (as the social service names it in its messages). */
  name: string;
  /** The composer's checkbox. */
  checkboxLabel: string;
  /** The most characters the platform takes in a post. */
  characterLimit: number;
}

export const PLATFORMS: readonly PlatformInfo[] = [
  { key: 'facebook', name: 'Facebook', checkboxLabel: 'Facebook', characterLimit: 63206 },
  { key: 'instagram', name: 'Instagram', checkboxLabel: 'Instagram', characterLimit: 2200 },
  { key: 'twitter', name: 'X', checkboxLabel: 'X (Twitter)', characterLimit: 280 },
  { key: 'linkedin', name: 'LinkedIn', checkboxLabel: 'LinkedIn', characterLimit: 3000 },
];

export const platformInfo = (key: SocialPlatform): PlatformInfo =>
  PLATFORMS.find((platform) => platform.key === key) ?? PLATFORMS[0];

export const isSocialPlatform = (value: string | undefined): value is SocialPlatform =>
  PLATFORMS.some((platform) => platform.key === value);

/** The spec's best posting times. */
export const BEST_POSTING_TIMES: readonly { platform: string; window: string }[] = [
  { platform: 'Facebook', window: '9 AM-3 PM' },
  { platform: 'Instagram', window: '11 AM-1 PM' },
  { platform: 'Twitter', window: '12 PM-3 PM' },
  { platform: 'LinkedIn', window: '8 AM-10 AM' },
];

/** The chosen platforms whose own limit the content is over. */
export function platformsOverLimit(content: string, platforms: readonly SocialPlatform[]): PlatformInfo[] {
  return PLATFORMS.filter((platform) => platforms.includes(platform.key) && content.length > platform.characterLimit);
}

/** Hashtags as the field takes them: split on commas, trimmed, empties dropped. */
export function parseHashtags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

const STATUS_LABELS: Record<string, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  failed: 'Failed',
};

export const statusLabel = (post: Pick<SocialMediaPost, 'status'>): string => STATUS_LABELS[post.status] ?? 'Draft';

export const postDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A datetime-local value (the member's local time) as an instant, or null when empty. */
export function scheduleInstant(localValue: string): string | null {
  if (!localValue.trim()) return null;
  const instant = new Date(localValue);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
