import type { SocialPlatform } from '../publishing/publisher.port';

export { PLATFORM_NAMES } from '../posts/platform-names';

/** The most characters a post may have on each platform; the adapters refuse longer text before calling. */
export const PLATFORM_CHARACTER_LIMITS: Record<SocialPlatform, number> = {
  twitter: 280,
  instagram: 2200,
  linkedin: 3000,
  facebook: 63206,
};
