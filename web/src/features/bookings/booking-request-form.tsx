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
import {
  bookingRequestFormSchema,
  CARE_HOURS_OPTIONS,
  CHILDREN_OPTIONS,
  reciprocalRequestFormSchema,
  type BookingRequestFormValues,
} from './booking-request.schema';
import { SelectField } from '../../components/ui/select-field';
import { OfstedNotice } from './time-bank/ofsted-notice';
import { hoursCharged, hoursWords } from './time-bank/time-bank-words';
import { adultNamesOf } from './safe-pickup/authorised-adults.schema';
import { requestBooking, type Booking, type BookingRequest } from './bookings-api';
import { OccurrencePicker } from '../occurrences/occurrence-picker';
import { useServiceOccurrences } from '../occurrences/use-service-occurrences';

/** What the guest will be charged for a service that is not donation-based, as the server computes it. */
/** Reciprocal childcare is paid in time-bank hours, never money. */
export const isReciprocal = (service: Pick<Service, 'type' | 'childcareArrangement'>): boolean =>
  service.type === 'childcare' && service.childcareArrangement === 'reciprocal';

export function chargedAmountLabel(service: Pick<Service, 'pricingType' | 'price' | 'currency'>): string {
  if (service.pricingType === 'fixed_price' && service.price) return formatMoney(service.price, service.currency);
  return 'Free';
}

/** The request a guest sends: the amount only for a donation, where it is theirs to choose. */
export function bookingRequestOf(
  service: Pick<Service, 'id' | 'hostId' | 'pricingType' | 'type' | 'childcareArrangement'>,
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
  if (isReciprocal(service)) {
    request.careHours = Number(form.careHours);
    request.childrenCount = Number(form.childrenCount);
  }
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
  const reciprocal = isReciprocal(service);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BookingRequestFormValues>({
    resolver: zodResolver(reciprocal ? reciprocalRequestFormSchema : bookingRequestFormSchema),
    defaultValues: {
      bookingDate: '',
      notes: '',
      amount: service.price === null ? '' : String(service.price),
      authorisedAdults: '',
      careHours: '',
      childrenCount: '',
    },
  });
  const { load: occurrences } = useServiceOccurrences(service);
  const careHours = Number(watch('careHours')) || 0;
  const children = Number(watch('childrenCount')) || 0;

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
      {occurrences.status === 'ready' ? (
        <OccurrencePicker
          id="booking-date"
          occurrences={occurrences.occurrences}
          required
          error={errors.bookingDate?.message}
          {...register('bookingDate')}
        />
      ) : (
        <TextField
          id="booking-date"
          label="Booking date"
          type="date"
          required
          error={errors.bookingDate?.message}
          {...register('bookingDate')}
        />
      )}
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
      {reciprocal ? (
        <>
          <SelectField
            id="booking-care-hours"
            label="Hours of care"
            placeholder="Choose the hours"
            options={CARE_HOURS_OPTIONS}
            error={errors.careHours?.message}
            {...register('careHours')}
          />
          <SelectField
            id="booking-children"
            label="Number of children"
            placeholder="Choose how many"
            options={CHILDREN_OPTIONS}
            error={errors.childrenCount?.message}
            {...register('childrenCount')}
          />
          <p>
            <span className="font-semibold">Time-bank hours: </span>
            {careHours > 0 && children > 0
              ? `${hoursWords(hoursCharged(careHours, children))} (more children count for more)`
              : 'choose the hours and children'}
          </p>
          <p className="text-sm text-ink-muted">Reciprocal childcare is paid in hours, never money.</p>
        </>
      ) : isDonation ? (
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
      <OfstedNotice
        care={{
          type: service.type,
          childcareArrangement: service.childcareArrangement,
          pricingType: service.pricingType,
          serviceMode: service.serviceMode,
          ageRangeAccepted: service.ageRangeAccepted,
          maxParticipants: service.maxParticipants,
          ...(reciprocal && careHours > 0 ? { careHours } : {}),
        }}
      />
      <CancellationPolicySummary policy={service.cancellationPolicy} className="text-sm" />
      <Button type="submit" disabled={isSubmitting}>
        Request Booking
      </Button>
    </form>
  );
}
