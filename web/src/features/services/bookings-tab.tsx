import { ButtonLink } from '../../components/ui/button';
import { CalendarIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';

/** The services page's bookings tab: the member's bookings (the bookings feature lists them here). */
export function BookingsTab() {
  return (
    <EmptyState
      icon={<CalendarIcon className="size-7" />}
      title="No bookings yet"
      description="When you book a service offered by another parent, it will be listed here."
      action={<ButtonLink to="/services?tab=browse">Browse services</ButtonLink>}
    />
  );
}
