import type { SocialPlatform } from '../publishing/publisher.port';

/** Each platform's name as a member reads it. */
export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  linkedin: 'LinkedIn',
};
