import { Link } from 'react-router-dom';
import { linkStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { CalendarIcon, HeartIcon } from '../../components/ui/icons';
import type { CurrentUser } from '../../api/current-user';
import { DiscoverNearYou, MyServicesPreview } from '../services/dashboard/dashboard-service-blocks';

/**
 * The four blocks of the dashboard: services near the member and their own services; bookings and impact do not
 * exist yet (the bookings issue adds them): until then those blocks say what will appear in them, with no made-up
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
      <DashboardBlock title="Upcoming Bookings" titleId="bookings-heading">
        <EmptyState
          headingLevel={3}
          icon={<CalendarIcon className="size-7" />}
          title="No upcoming bookings"
          description="Your next three bookings of other parents' services will appear here."
        />
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
