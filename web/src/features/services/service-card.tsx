import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button-styles';
import { priceLabel } from './price-label';
import { ServiceTypeBadge } from './service-badges';
import { areaLabel } from './service-format';
import { NoPhoto, ServicePhotoImage } from './service-photo-image';
import { ServiceTypeIcon } from './service-type-icon';
import type { Service } from './services-api';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/** A service in a list: its first photo, type, title, price and area, and a link to its page. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const photo = service.photos[0];
  const titleId = `service-card-${service.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
    >
      {photo ? (
        <ServicePhotoImage
          photo={photo}
          alt={`Photo of ${service.title}`}
          sizes={CARD_IMAGE_SIZES}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <NoPhoto className="aspect-[4/3] w-full" type={<ServiceTypeIcon type={service.type} className="size-12" />} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <ServiceTypeBadge type={service.type} />
        </div>
        <Heading id={titleId} className="text-lg leading-snug font-bold">
          {service.title}
        </Heading>
        <p className="font-semibold text-clay-800">{priceLabel(service)}</p>
        <p className="text-sm text-ink-muted">
          {service.serviceMode === 'online' ? 'Online · ' : ''}
          {areaLabel(service.area)}
        </p>
        <div className="mt-auto pt-2">
          <Link
            to={`/service/${service.id}`}
            aria-label={`View ${service.title}`}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            View
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ServiceCardSkeletons({ count = 6, label = 'Loading services' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="service-skeleton"
            aria-hidden="true"
            className="overflow-hidden rounded-2xl border border-sand-200 bg-white"
          >
            <div className="aspect-[4/3] w-full animate-pulse bg-sand-200 motion-reduce:animate-none" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-24 animate-pulse rounded-full bg-sand-200 motion-reduce:animate-none" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
