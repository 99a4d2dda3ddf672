import { useEffect, useState } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { formatMoney } from '../services/price-label';
import { fetchService, type Service } from '../services/services-api';
import { BookingPaymentStep } from './booking-payment-step';
import { BookingRequestForm } from './booking-request-form';
import type { Booking } from './bookings-api';

type Load = { status: 'loading' } | { status: 'ready'; service: Service } | { status: 'failed' };

/** 'Book Service' over the services page: the request, then the card step when the booking needs paying. */
export function BookServiceDialog({
  serviceId,
  onClose,
  onDone,
}: {
  serviceId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [awaitingPayment, setAwaitingPayment] = useState<Booking | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetchService(serviceId, abort.signal).then(
      (service) => !abort.signal.aborted && setState({ status: 'ready', service }),
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [serviceId]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={awaitingPayment ? 'Pay for your booking' : 'Book Service'}>
        {state.status === 'loading' ? <Spinner label="Loading the service" /> : null}
        {state.status === 'failed' ? <p className="mt-4">We could not load this service just now.</p> : null}
        {state.status === 'ready' && awaitingPayment ? (
          <>
            <p className="mt-2">
              {state.service.title}: {formatMoney(awaitingPayment.totalAmount, awaitingPayment.currency)}
            </p>
            <BookingPaymentStep booking={awaitingPayment} onPaid={onDone} />
          </>
        ) : null}
        {state.status === 'ready' && !awaitingPayment ? (
          <BookingRequestForm
            service={state.service}
            onRequested={(booking) =>
              booking.paymentStatus === 'requires_payment' ? setAwaitingPayment(booking) : onDone()
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function PayBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Pay for your booking">
        <p className="mt-2">
          {booking.service?.title ?? 'Your booking'}: {formatMoney(booking.totalAmount, booking.currency)}
        </p>
        <BookingPaymentStep booking={booking} onPaid={onDone} />
      </DialogContent>
    </Dialog>
  );
}
