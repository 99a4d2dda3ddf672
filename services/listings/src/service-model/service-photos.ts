/** A service photo's variants, served by media (`/media/service-photos/<id>/<variant>.webp`). */
export interface ServicePhoto {
  id: string;
  thumbnailUrl: string;
  cardUrl: string;
  fullUrl: string;
  /** For `<img srcset>`: the three variants with their widths. */
  srcset: string;
}

const variantUrl = (id: string, variant: 'thumbnail' | 'card' | 'full'): string =>
  `/media/service-photos/${id}/${variant}.webp`;

export function servicePhoto(id: string): ServicePhoto {
  const thumbnailUrl = variantUrl(id, 'thumbnail');
  const cardUrl = variantUrl(id, 'card');
  const fullUrl = variantUrl(id, 'full');
  return { id, thumbnailUrl, cardUrl, fullUrl, srcset: `${thumbnailUrl} 320w, ${cardUrl} 800w, ${fullUrl} 1600w` };
}
