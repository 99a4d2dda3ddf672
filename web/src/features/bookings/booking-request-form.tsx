import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { CancellationPolicySummary } from '../services/cancellation-policy-summary';
import { formatMoney, priceLabel } from '../services/price-label';
import type { Service } from '../services/services-api';
import { bookingRequestFormSchema, type BookingRequestFormValues } from './booking-request.schema';
import { adultNamesOf } from './safe-pickup/authorised-adults.schema';
import { requestBooking, type Booking, type BookingRequest } from './bookings-api';

/** What the guest will be charged for a service that is not donation-based, as the server computes it. */
export function chargedAmountLabel(service: Pick<Service, 'pricingType' | 'price' | 'currency'>): string {
  if (service.pricingType === 'fixed_price' && service.price) return formatMoney(service.price, service.currency);
  return 'Free';
}

/** The request a guest sends: the amount only for a donation, where it is theirs to choose. */
export function bookingRequestOf(
  service: Pick<Service, 'id' | 'hostId' | 'pricingType' | 'type'>,
  form: BookingRequestFormValues,
): BookingRequest {
  const request: BookingRequest = {
    serviceId: service.id,
    hostId: service.hostId,
    bookingDate: form.bookingDate,
    notes: form.notes.trim() || null,
  };
  if (service.pricingType === 'donation_based') request.totalAmount = Number(form.amount || 0);
  const adults = adultNamesOf(form.authorisedAdults ?? '');
  if (service.type === 'childcare' && adults.length > 0) request.authorisedAdults = adults;
  return request;
}

export function BookingRequestForm({
  service,
  onRequested,
}: {
  service: Service;
  onRequested: (booking: Booking) => void;
}) {
  const { toast } = useToast();
  const isDonation = service.pricingType === 'donation_based';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BookingRequestFormValues>({
    resolver: zodResolver(bookingRequestFormSchema),
    defaultValues: {
      bookingDate: '',
      notes: '',
      amount: service.price === null ? '' : String(service.price),
      authorisedAdults: '',
    },
  });

  const onSubmit = async (values: BookingRequestFormValues) => {
    try {
      const booking = await requestBooking(bookingRequestOf(service, values));
      toast({ title: 'Booking requested' });
      onRequested(booking);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Failed to create booking',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
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
        error={errors.bookingDate?.message}
        {...register('bookingDate')}
      />
      <TextareaField id="booking-notes" label="Notes for the host (optional)" maxLength={1000} {...register('notes')} />
      {service.type === 'childcare' ? (
        <TextareaField
          id="booking-authorised-adults"
          label="Adults who may collect your child (one name a line, up to 5)"
          hint="Names only. You can add or change them later, from the booking."
          rows={3}
          error={errors.authorisedAdults?.message}
          {...register('authorisedAdults')}
        />
      ) : null}
      {isDonation ? (
        <TextField
          id="booking-amount"
          label={`Your donation (${service.currency})`}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
      ) : (
        <p>
          <span className="font-semibold">Total: </span>
          {chargedAmountLabel(service)}
        </p>
      )}
      <CancellationPolicySummary policy={service.cancellationPolicy} className="text-sm" />
      <Button type="submit" disabled={isSubmitting}>
        Request Booking
      </Button>
    </form>
  );
}
