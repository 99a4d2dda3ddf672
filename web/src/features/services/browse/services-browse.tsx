import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { linkStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuth } from '../../auth/auth-context';
import { ServiceCard, ServiceCardSkeletons } from '../service-card';
import type { ServiceFilter } from '../services-api';
import { BrowseFilters, NO_FILTERS, type BrowseFilterValues } from './browse-filters';
import { useServiceBrowse } from './use-service-browse';

export const BROWSE_PAGE_SIZE = 12;

/** What the browse form asks the server for: a postcode filter sorts by its own distance, else near me sorts. */
export function browseFilterOf(
  values: BrowseFilterValues,
  member: { postcode: string | null; country: string | null } | null,
): ServiceFilter {
  const filter: ServiceFilter = {
    type: values.type || undefined,
    country: values.country || undefined,
    postcode: values.postcode || undefined,
    freeOnly: values.freeOnly || undefined,
    limit: BROWSE_PAGE_SIZE,
  };
  const near = member?.postcode?.trim();
  if (values.nearMe && near && !filter.postcode) {
    filter.near = near;
    filter.nearCountry = member?.country?.trim() || 'United Kingdom';
  }
  return filter;
}

export function ServicesBrowse() {
  const { state } = useAuth();
  const member = state.status === 'authenticated' ? state.user : null;
  const hasPostcode = Boolean(member?.postcode?.trim());
  // Near me is on by default (null) for a member with a postcode, until they choose.
  const [chosen, setChosen] = useState<Omit<BrowseFilterValues, 'nearMe'> & { nearMe: boolean | null }>({
    ...NO_FILTERS,
    nearMe: null,
  });
  const values: BrowseFilterValues = { ...chosen, nearMe: chosen.nearMe ?? hasPostcode };
  const filter = useMemo(
    () => browseFilterOf({ ...chosen, nearMe: chosen.nearMe ?? hasPostcode }, member),
    [chosen, hasPostcode, member],
  );
  const browse = useServiceBrowse(filter);

  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-6">
      <h2 id="browse-heading" className="sr-only">
        Browse services
      </h2>
      <BrowseFilters values={values} onChange={setChosen} canSortNearMe={hasPostcode} />
      {hasPostcode ? null : (
        <p className="rounded-2xl border border-amber-800/30 bg-amber-50 p-4 text-sm text-amber-800">
          Add your postcode to see the services nearest to you first.{' '}
          <Link to="/profile-setup" className={linkStyles}>
            Go to Settings
          </Link>
        </p>
      )}
      <BrowseResults
        browse={browse}
        filtered={
          filter.type !== undefined ||
          filter.country !== undefined ||
          filter.postcode !== undefined ||
          filter.freeOnly === true
        }
      />
    </section>
  );
}

function BrowseResults({ browse, filtered }: { browse: ReturnType<typeof useServiceBrowse>; filtered: boolean }) {
  if (browse.status === 'loading') return <ServiceCardSkeletons count={6} />;
  if (browse.status === 'failed') {
    return (
      <EmptyState
        title="We could not load services"
        description="Something went wrong while fetching services."
        action={<Button onClick={browse.retry}>Try again</Button>}
      />
    );
  }
  if (browse.services.length === 0) {
    return (
      <EmptyState
        title="No services found"
        description={
          filtered
            ? 'No services match these filters. Try another type, country or postcode.'
            : 'Nobody is offering a service yet. Be the first!'
        }
        action={
          <Link to="/services?tab=create" className={linkStyles}>
            Offer a service
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul aria-label="Services" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {browse.services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      {browse.nextCursor ? (
        <div className="flex justify-center">
          <Button variant="secondary" pending={browse.loadingMore} onClick={browse.loadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
