import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { CancellationPolicySummary } from '../services/cancellation-policy-summary';
import { formatMoney, priceLabel } from '../services/price-label';
import { fetchService, type Service } from '../services/services-api';
import { requestBooking, type Booking, type BookingRequest } from './bookings-api';
import { BookingPaymentStep } from './booking-payment-step';

const DATE_REQUIRED = 'Booking date is required';
const AMOUNT_INVALID = 'Total amount must be a number';

type Load = { status: 'loading' } | { status: 'ready'; service: Service } | { status: 'failed' };

/** What the guest will be charged for a service that is not donation-based, as the server computes it. */
export function chargedAmountLabel(service: Pick<Service, 'pricingType' | 'price' | 'currency'>): string {
  if (service.pricingType === 'fixed_price' && service.price) return formatMoney(service.price, service.currency);
  return 'Free';
}

/** The request a guest sends: the amount only for a donation, where it is theirs to choose. */
export function bookingRequestOf(
  service: Pick<Service, 'id' | 'hostId' | 'pricingType'>,
  form: { bookingDate: string; notes: string; amount: string },
): BookingRequest {
  const request: BookingRequest = {
    serviceId: service.id,
    hostId: service.hostId,
    bookingDate: form.bookingDate,
    notes: form.notes.trim() || null,
  };
  if (service.pricingType === 'donation_based') request.totalAmount = Number(form.amount || 0);
  return request;
}

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

function BookingRequestForm({ service, onRequested }: { service: Service; onRequested: (booking: Booking) => void }) {
  const { toast } = useToast();
  const isDonation = service.pricingType === 'donation_based';
  const [bookingDate, setBookingDate] = useState('');
  const [notes, setNotes] = useState('');
  const [amount, setAmount] = useState(service.price === null ? '' : String(service.price));
  const [errors, setErrors] = useState<{ bookingDate?: string; amount?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!bookingDate) found.bookingDate = DATE_REQUIRED;
    if (isDonation && amount.trim() && !Number.isFinite(Number(amount))) found.amount = AMOUNT_INVALID;
    setErrors(found);
    if (found.bookingDate || found.amount) return;
    setSending(true);
    try {
      const booking = await requestBooking(bookingRequestOf(service, { bookingDate, notes, amount }));
      toast({ title: 'Booking requested' });
      onRequested(booking);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Failed to create booking',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Booking request"
      className="mt-4 flex flex-col gap-4"
    >
      <div>
        <p className="text-lg font-semibold">{service.title}</p>
        <p className="text-clay-800">{priceLabel(service)}</p>
      </div>
      <TextField
        id="booking-date"
        label="Booking date"
        type="date"
        required
        value={bookingDate}
        onChange={(event) => setBookingDate(event.target.value)}
        error={errors.bookingDate}
      />
      <TextareaField
        id="booking-notes"
        label="Notes for the host (optional)"
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {isDonation ? (
        <TextField
          id="booking-amount"
          label={`Your donation (${service.currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
      ) : (
        <p>
          <span className="font-semibold">Total: </span>
          {chargedAmountLabel(service)}
        </p>
      )}
      <CancellationPolicySummary policy={service.cancellationPolicy} className="text-sm" />
      <Button type="submit" disabled={sending}>
        Request Booking
      </Button>
    </form>
  );
}
