import type { ServicePhoto } from './services-api';

interface ServicePhotoImageProps {
  photo: ServicePhoto;
  alt: string;
  /** How wide the image is shown, for the browser's choice from the srcset. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

export function ServicePhotoImage({ photo, alt, sizes, className, eager = false }: ServicePhotoImageProps) {
  return (
    <img
      src={photo.cardUrl}
      srcSet={photo.srcset}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

/** The placeholder shown where a service has no photo. */
export function NoPhoto({ className, type }: { className?: string; type?: React.ReactNode }) {
  return (
    <div aria-hidden="true" className={`flex items-center justify-center bg-sand-100 text-sand-500 ${className ?? ''}`}>
      {type}
    </div>
  );
}
