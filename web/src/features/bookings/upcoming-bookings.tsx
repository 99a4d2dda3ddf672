import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { linkStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { CalendarIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { BookingStatusBadge } from './booking-card';
import { bookingAmountLabel, bookingDateLabel, upcomingBookings } from './booking-words';
import { fetchGuestBookings, type Booking } from './bookings-api';

type Load = { status: 'loading' } | { status: 'ready'; bookings: Booking[] } | { status: 'failed' };

/** The dashboard's Upcoming Bookings: the member's next three pending or confirmed bookings as a guest. */
export function UpcomingBookings() {
  const [state, setState] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchGuestBookings(abort.signal).then(
      (bookings) => !abort.signal.aborted && setState({ status: 'ready', bookings: upcomingBookings(bookings, 3) }),
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, []);

  if (state.status === 'loading') return <Skeleton className="h-16" />;
  if (state.status === 'failed') return <p className="text-ink-muted">We could not load your bookings just now.</p>;
  if (state.bookings.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<CalendarIcon className="size-7" />}
        title="No upcoming bookings"
        description="Your next three bookings of other parents' services will appear here."
        action={
          <Link to="/services?tab=browse" className={linkStyles}>
            Browse services
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label="Your upcoming bookings" className="flex flex-col gap-3">
      {state.bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 p-3"
        >
          <div>
            <Link
              to={`/service/${booking.serviceId}`}
              className="font-semibold text-clay-800 underline-offset-4 hover:underline"
            >
              {booking.service?.title ?? 'A service'}
            </Link>
            <p className="text-sm text-ink-muted">
              {bookingDateLabel(booking.bookingDate)} · {bookingAmountLabel(booking)}
            </p>
          </div>
          <BookingStatusBadge status={booking.status} />
        </li>
      ))}
    </ul>
  );
}
