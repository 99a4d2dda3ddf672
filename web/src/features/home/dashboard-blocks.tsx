import { Link } from 'react-router-dom';
import { linkStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { HeartIcon } from '../../components/ui/icons';
import type { CurrentUser } from '../../api/current-user';
import { UpcomingBookings } from '../bookings/upcoming-bookings';
import { DiscoverNearYou, MyServicesPreview } from '../services/dashboard/dashboard-service-blocks';

/**
 * The four blocks of the dashboard: services near the member and their own services; the member's upcoming bookings;
 * impact does not exist yet: until then its block says what will appear in it, with no made-up
 * figures.
 */
export function DashboardBlocks({ user }: { user: Pick<CurrentUser, 'postcode' | 'country'> }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <DashboardBlock title="Discover Services Near You" titleId="discover-heading">
        <DiscoverNearYou user={user} />
      </DashboardBlock>
      <DashboardBlock
        title="My Services"
        titleId="my-services-heading"
        action={
          <Link to="/services?tab=my" className={linkStyles} aria-label="View all my services">
            View All
          </Link>
        }
      >
        <MyServicesPreview />
      </DashboardBlock>
      <DashboardBlock
        title="Upcoming Bookings"
        titleId="bookings-heading"
        action={
          <Link to="/services?tab=bookings" className={linkStyles} aria-label="View all bookings">
            View All
          </Link>
        }
      >
        <UpcomingBookings />
      </DashboardBlock>
      <DashboardBlock title="Community Impact" titleId="impact-heading">
        <EmptyState
          headingLevel={3}
          icon={<HeartIcon className="size-7" />}
          title="Your impact starts with your first service"
          description="How many families you have helped and the hours you have shared will appear here."
        />
      </DashboardBlock>
    </div>
  );
}

function DashboardBlock({
  title,
  titleId,
  action,
  children,
}: {
  title: string;
  titleId: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
