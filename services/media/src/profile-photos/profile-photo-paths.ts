import type { ImageVariantName } from '../images/image-processor';

export const profilePhotoKey = (photoId: string, variant: ImageVariantName): string =>
  `profile-photos/${photoId}/${variant}.webp`;

/** Where media serves the variant (the gateway forwards /media/* here). */
export const profilePhotoUrl = (photoId: string, variant: ImageVariantName): string =>
  `/media/profile-photos/${photoId}/${variant}.webp`;

export const PROFILE_PHOTO_FILE = /^(large|thumb)\.webp$/;
