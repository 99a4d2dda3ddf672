import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { InboxIcon, SparkleIcon } from '../../../components/ui/icons';
import type { CurrentUser } from '../../../api/current-user';
import { priceLabel } from '../price-label';
import { ServiceStatusBadge } from '../service-badges';
import { areaLabel, serviceDateLabel } from '../service-format';
import { ServiceCard, ServiceCardSkeletons } from '../service-card';
import { fetchMyServices, listServices, type Service } from '../services-api';
import { serviceTypeLabel } from '../service-types';
import { linkStyles } from '../../../components/ui/button-styles';

type Load = { status: 'loading' } | { status: 'ready'; services: Service[] } | { status: 'failed' };

/** Runs `load` (memoised by the caller) and again whenever it changes. */
function useLoad(load: (signal: AbortSignal) => Promise<Service[]>): Load {
  const [state, setState] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    load(abort.signal).then(
      (services) => {
        if (!abort.signal.aborted) setState({ status: 'ready', services });
      },
      () => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [load]);
  return state;
}

/** The four services nearest the member's postcode (the newest four when they have none). */
export function DiscoverNearYou({ user }: { user: Pick<CurrentUser, 'postcode' | 'country'> }) {
  const near = user.postcode?.trim() || undefined;
  const nearCountry = near ? user.country?.trim() || 'United Kingdom' : undefined;
  const load = useCallback(
    (signal: AbortSignal) =>
      listServices({ near, nearCountry, limit: 4 }, null, signal).then((page) => page.services.slice(0, 4)),
    [near, nearCountry],
  );
  const state = useLoad(load);
  if (state.status === 'loading') return <ServiceCardSkeletons count={2} label="Loading services near you" />;
  if (state.status === 'failed') {
    return <p className="text-ink-muted">We could not load services near you just now.</p>;
  }
  if (state.services.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<SparkleIcon className="size-7" />}
        title="No services near you yet"
        description="Services offered by parents near your postcode will appear here, nearest first."
        action={
          <Link to="/services" className={linkStyles}>
            Browse all services
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label="Services near you" className="grid gap-4 sm:grid-cols-2">
      {state.services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

const loadMyLatest = (signal: AbortSignal) => fetchMyServices(signal).then((mine) => mine.slice(0, 3));

/** The member's three newest services. */
export function MyServicesPreview() {
  const state = useLoad(loadMyLatest);
  if (state.status === 'loading') return <ServiceCardSkeletons count={1} label="Loading your services" />;
  if (state.status === 'failed') return <p className="text-ink-muted">We could not load your services just now.</p>;
  if (state.services.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<InboxIcon className="size-7" />}
        title="You are not offering any services yet"
        description="Your three most recent services will appear here once you create one."
        action={
          <Link to="/services?tab=create" className={linkStyles}>
            Create Your First Service
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label="Your latest services" className="flex flex-col gap-3">
      {state.services.map((service) => (
        <li
          key={service.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 p-3"
        >
          <div>
            <Link
              to={`/service/${service.id}`}
              className="font-semibold text-clay-800 underline-offset-4 hover:underline"
            >
              {service.title}
            </Link>
            <p className="text-sm text-ink-muted">
              {serviceTypeLabel(service.type)} · {serviceDateLabel(service.dateTime)} · {priceLabel(service)} ·{' '}
              {areaLabel(service.area)}
            </p>
          </div>
          <ServiceStatusBadge status={service.status} />
        </li>
      ))}
    </ul>
  );
}
