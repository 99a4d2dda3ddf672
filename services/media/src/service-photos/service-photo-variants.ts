import type { VariantPlan } from '../images/variant-plan';

export type ServicePhotoVariant = 'thumbnail' | 'card' | 'full';

const insideWidth = (width: number) => ({ width, fit: 'inside' as const, withoutEnlargement: true });

/** Each variant inside its width (the `srcset` widths listings writes), keeping the shape, never enlarged. */
export const SERVICE_PHOTO_VARIANTS: VariantPlan<ServicePhotoVariant> = {
  variants: {
    thumbnail: { resize: insideWidth(320), quality: 80 },
    card: { resize: insideWidth(800), quality: 82 },
    full: { resize: insideWidth(1600), quality: 85 },
  },
  primary: 'full',
};
