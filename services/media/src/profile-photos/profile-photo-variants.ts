import sharp from 'sharp';
import type { VariantPlan } from '../images/variant-plan';

export type ProfilePhotoVariant = 'large' | 'thumb';

/** `large` inside 1024x1024 (never enlarged) and a 256x256 `thumb` cropped to fill. */
export const PROFILE_PHOTO_VARIANTS: VariantPlan<ProfilePhotoVariant> = {
  variants: {
    large: { resize: { width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }, quality: 82 },
    thumb: { resize: { width: 256, height: 256, fit: 'cover', position: sharp.strategy.attention }, quality: 80 },
  },
  primary: 'large',
};
