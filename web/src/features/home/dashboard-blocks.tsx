import { Link } from 'react-router-dom';
import { linkStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { CalendarIcon, HeartIcon, InboxIcon, SparkleIcon } from '../../components/ui/icons';

/**
 * The four blocks of the dashboard. Services and bookings do not exist yet (the listings and bookings issues add
 * them): until then each block says what will appear in it, and shows no made-up figures.
 */
export function DashboardBlocks() {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <DashboardBlock title="Discover Services Near You" titleId="discover-heading">
        <EmptyState
          headingLevel={3}
          icon={<SparkleIcon className="size-7" />}
          title="No services near you yet"
          description="The four newest services offered by parents near your postcode will appear here."
        />
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
        <EmptyState
          headingLevel={3}
          icon={<InboxIcon className="size-7" />}
          title="You are not offering any services yet"
          description="Your three most recent services will appear here once you create one."
        />
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
