import type { ProfilePhotoVariant } from './profile-photo-variants';

export const profilePhotoKey = (photoId: string, variant: ProfilePhotoVariant): string =>
  `profile-photos/${photoId}/${variant}.webp`;

/** Where media serves the variant (the gateway forwards /media/* here). */
export const profilePhotoUrl = (photoId: string, variant: ProfilePhotoVariant): string =>
  `/media/profile-photos/${photoId}/${variant}.webp`;

export const PROFILE_PHOTO_FILE = /^(large|thumb)\.webp$/;
