import { useState } from 'react';
import { ServicePhotoImage } from '../service-photo-image';
import type { ServicePhoto } from '../services-api';

const MAIN_SIZES = '(min-width: 1024px) 40rem, 100vw';

/** The service's photos: one large, the others as buttons that bring them forward. */
export function PhotoGallery({ photos, title }: { photos: readonly ServicePhoto[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = photos[Math.min(selected, photos.length - 1)];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-3">
      <ServicePhotoImage
        photo={current}
        alt={`Photo ${photos.indexOf(current) + 1} of ${photos.length}: ${title}`}
        sizes={MAIN_SIZES}
        eager
        className="aspect-[4/3] w-full rounded-2xl object-cover"
      />
      {photos.length > 1 ? (
        <ul aria-label="Choose a photo" className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1}`}
                aria-pressed={photo === current}
                onClick={() => setSelected(index)}
                className="block overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-clay-600"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  width={72}
                  height={72}
                  className="size-18 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
