import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { payWithTestCard, type Booking } from './bookings-api';

const CARD_FAILED = 'The payment could not be made just now. Please try again.';

/** The offline test provider's card step: no real money moves. */
export function TestCardForm({ booking, onPaid }: { booking: Pick<Booking, 'id'>; onPaid: (paid: Booking) => void }) {
  const { toast } = useToast();
  const [cardNumber, setCardNumber] = useState('');
  const [expMonth, setExpMonth] = useState('');
  const [expYear, setExpYear] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setPaying(true);
    setError(undefined);
    try {
      const paid = await payWithTestCard(booking.id, {
        cardNumber,
        expMonth: Number(expMonth),
        expYear: Number(expYear),
        cvc,
      });
      toast({ title: 'Payment authorised' });
      onPaid(paid);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.serverMessage() : CARD_FAILED);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void pay(event)}
      noValidate
      aria-label="Card payment"
      className="mt-4 flex flex-col gap-4"
    >
      <p className="rounded-lg border border-amber-800/30 bg-amber-50 p-3 font-semibold text-amber-800">
        Test payments — no real money
      </p>
      <TextField
        id="test-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={error}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField
          id="test-card-exp-month"
          label="Expiry month"
          inputMode="numeric"
          placeholder="MM"
          value={expMonth}
          onChange={(event) => setExpMonth(event.target.value)}
        />
        <TextField
          id="test-card-exp-year"
          label="Expiry year"
          inputMode="numeric"
          placeholder="YYYY"
          value={expYear}
          onChange={(event) => setExpYear(event.target.value)}
        />
        <TextField
          id="test-card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="off"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={paying}>
        Pay
      </Button>
    </form>
  );
}
