import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { testCardFormSchema, type TestCardFormValues } from './booking-request.schema';
import { payWithTestCard, type Booking } from './bookings-api';

const CARD_FAILED = 'The payment could not be made just now. Please try again.';

/** The offline test provider's card step: no real money moves. */
export function TestCardForm({ booking, onPaid }: { booking: Pick<Booking, 'id'>; onPaid: (paid: Booking) => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestCardFormValues>({
    resolver: zodResolver(testCardFormSchema),
    defaultValues: { cardNumber: '', expMonth: '', expYear: '', cvc: '' },
  });

  const onSubmit = async (card: TestCardFormValues) => {
    try {
      const paid = await payWithTestCard(booking.id, {
        cardNumber: card.cardNumber,
        expMonth: Number(card.expMonth),
        expYear: Number(card.expYear),
        cvc: card.cvc,
      });
      toast({ title: 'Payment authorised' });
      onPaid(paid);
    } catch (failure) {
      setError('cardNumber', { message: failure instanceof ApiError ? failure.serverMessage() : CARD_FAILED });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Card payment" className="mt-4 flex flex-col gap-4">
      <p className="rounded-lg border border-amber-800/30 bg-amber-50 p-3 font-semibold text-amber-800">
        Test payments — no real money
      </p>
      <TextField
        id="test-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        error={errors.cardNumber?.message}
        {...register('cardNumber')}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField
          id="test-card-exp-month"
          label="Expiry month"
          inputMode="numeric"
          placeholder="MM"
          error={errors.expMonth?.message}
          {...register('expMonth')}
        />
        <TextField
          id="test-card-exp-year"
          label="Expiry year"
          inputMode="numeric"
          placeholder="YYYY"
          error={errors.expYear?.message}
          {...register('expYear')}
        />
        <TextField
          id="test-card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="off"
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        Pay
      </Button>
    </form>
  );
}
