import type { ServicePhotoVariant } from './service-photo-variants';

export const servicePhotoKey = (photoId: string, variant: ServicePhotoVariant): string =>
  `service-photos/${photoId}/${variant}.webp`;

export const SERVICE_PHOTO_FILE = /^(thumbnail|card|full)\.webp$/;
