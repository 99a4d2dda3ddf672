import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { CalendarIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { PayBookingDialog } from './book-service-dialog';
import { BookingCard, type BookingRole } from './booking-card';
import { changeBooking, fetchGuestBookings, fetchHostBookings, type Booking, type BookingAction } from './bookings-api';

type Lists = { status: 'loading' } | { status: 'ready'; guest: Booking[]; host: Booking[] } | { status: 'failed' };

const DONE_TOASTS: Record<BookingAction, string> = {
  accept: 'Booking accepted',
  decline: 'Booking declined',
  cancel: 'Booking cancelled',
};

/** The services page's bookings tab: the member's bookings as a guest and as a host. */
export function BookingsLists() {
  const { toast } = useToast();
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [paying, setPaying] = useState<Booking | null>(null);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([fetchGuestBookings(abort.signal), fetchHostBookings(abort.signal)]).then(
      ([guest, host]) => !abort.signal.aborted && setLists({ status: 'ready', guest, host }),
      () => !abort.signal.aborted && setLists({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [generation]);

  const act = async (booking: Booking, action: BookingAction) => {
    setBusyId(booking.id);
    try {
      await changeBooking(booking.id, action);
      toast({ title: DONE_TOASTS[action] });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  if (lists.status === 'loading') return <Spinner label="Loading your bookings" />;
  if (lists.status === 'failed') return <p className="text-ink-muted">We could not load your bookings just now.</p>;
  if (lists.guest.length === 0 && lists.host.length === 0) {
    return (
      <EmptyState
        icon={<CalendarIcon className="size-7" />}
        title="No bookings yet"
        description="When you book a service offered by another parent, it will be listed here."
        action={<ButtonLink to="/services?tab=browse">Browse services</ButtonLink>}
      />
    );
  }
  const section = (role: BookingRole, title: string, bookings: Booking[]) => (
    <section aria-labelledby={`bookings-${role}-heading`} className="flex flex-col gap-3">
      <h3 id={`bookings-${role}-heading`} className="text-xl font-bold">
        {title}
      </h3>
      {bookings.length === 0 ? (
        <p className="text-ink-muted">
          {role === 'guest' ? 'You have not booked any services yet.' : 'No one has booked your services yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                role={role}
                busy={busyId === booking.id}
                onAction={(target, action) => void act(target, action)}
                onPay={setPaying}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      {section('guest', 'As a guest', lists.guest)}
      {section('host', 'As a host', lists.host)}
      {paying ? (
        <PayBookingDialog
          booking={paying}
          onClose={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
