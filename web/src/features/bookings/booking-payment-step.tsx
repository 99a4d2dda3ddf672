import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { fetchBookingPayment, type Booking, type BookingPayment } from './bookings-api';
import { TestCardForm } from './test-card-form';

// Stripe's packages are fetched only when a booking is paid through Stripe.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

type Load = { status: 'loading' } | { status: 'ready'; payment: BookingPayment } | { status: 'failed' };

/** The card step of a booking: Stripe's Payment Element, or the offline test provider's card form. */
export function BookingPaymentStep({ booking, onPaid }: { booking: Pick<Booking, 'id'>; onPaid: () => void }) {
  const [state, setState] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetchBookingPayment(booking.id, abort.signal).then(
      (payment) => !abort.signal.aborted && setState({ status: 'ready', payment }),
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [booking.id]);

  if (state.status === 'loading') return <Spinner label="Loading the payment" />;
  if (state.status === 'failed') return <p className="mt-4">We could not load this payment just now.</p>;
  const { provider, clientSecret, publishableKey } = state.payment;
  if (provider === 'test') return <TestCardForm booking={booking} onPaid={onPaid} />;
  if (!clientSecret || !publishableKey) return <p className="mt-4">There is nothing left to pay for this booking.</p>;
  return (
    <Suspense fallback={<Spinner label="Loading the payment" />}>
      <StripePaymentForm clientSecret={clientSecret} publishableKey={publishableKey} onPaid={onPaid} />
    </Suspense>
  );
}
