import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { failureDescription } from '../browse/use-service-browse';
import { priceLabel } from '../price-label';
import { ServiceStatusBadge, ServiceTypeBadge } from '../service-badges';
import {
  serviceDateLabel,
  serviceWhere,
  STATUS_LABELS,
  thumbnailsOf,
  toggledStatus,
  toggleStatusLabel,
} from '../service-format';
import { setServiceStatus, type Service } from '../services-api';
import { DeleteServiceDialog } from './delete-service-dialog';
import { ServiceViewDialog } from './service-view-dialog';
import { ServiceDatesDialog } from '../../occurrences/service-dates-dialog';

interface MyServiceCardProps {
  service: Service;
  onChanged: (service: Service) => void;
  onDeleted: (id: string) => void;
}

export function MyServiceCard({ service, onChanged, onDeleted }: MyServiceCardProps) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const { shown, more } = thumbnailsOf(service.photos);
  const titleId = `my-service-${service.id}`;

  const toggleStatus = async () => {
    setPending(true);
    try {
      const updated = await setServiceStatus(service.id, toggledStatus(service.status));
      onChanged(updated);
      toast({
        title: 'Status Updated',
        description: `“${updated.title}” is now ${STATUS_LABELS[updated.status].toLowerCase()}.`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ServiceStatusBadge status={service.status} />
        <ServiceTypeBadge type={service.type} />
      </div>
      <h3 id={titleId} className="text-lg font-bold">
        {service.title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">When</dt>
        <dd>{serviceDateLabel(service.dateTime)}</dd>
        <dt className="font-semibold">Where</dt>
        <dd>{service.serviceMode === 'online' ? 'Online' : serviceWhere(service)}</dd>
        <dt className="font-semibold">Price</dt>
        <dd>{priceLabel(service)}</dd>
      </dl>
      {shown.length ? (
        <ul aria-label="Photos" className="flex items-center gap-2">
          {shown.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.thumbnailUrl}
                alt={`Photo ${index + 1} of ${service.title}`}
                loading="lazy"
                decoding="async"
                width={64}
                height={64}
                className="size-16 rounded-lg object-cover"
              />
            </li>
          ))}
          {more ? (
            <li
              aria-label={`${more} more ${more === 1 ? 'photo' : 'photos'}`}
              className="flex size-16 items-center justify-center rounded-lg bg-sand-100 font-semibold text-ink-muted"
            >
              +{more}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ServiceViewDialog service={service} />
        {service.isRecurring && service.dateTime ? <ServiceDatesDialog service={service} /> : null}
        <Button
          variant="secondary"
          size="sm"
          pending={pending}
          onClick={() => void toggleStatus()}
          aria-label={`${toggleStatusLabel(service.status)} ${service.title}`}
        >
          {toggleStatusLabel(service.status)}
        </Button>
        <Link
          to={`/edit-service/${service.id}`}
          aria-label={`Edit ${service.title}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Edit
        </Link>
        <DeleteServiceDialog service={service} onDeleted={onDeleted} />
      </div>
    </article>
  );
}
