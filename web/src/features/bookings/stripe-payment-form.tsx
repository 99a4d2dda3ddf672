import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';

const PAYMENT_FAILED = 'The payment could not be made just now. Please try again.';
/** Authorised (held until the host accepts), or still being processed by the card's bank. */
const ACCEPTED_STATUSES = new Set(['requires_capture', 'processing', 'succeeded']);

const stripeLoads = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded from Stripe only when a booking is paid through it, once per publishable key. */
const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, load);
  }
  return load;
};

/**
 * Stripe's Payment Element: the card details go from the browser to Stripe, never to Village; the payment is
 * confirmed here with the booking's client secret and held until the host accepts.
 */
export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  onPaid,
}: {
  clientSecret: string;
  publishableKey: string;
  onPaid: () => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmPaymentForm onPaid={onPaid} />
    </Elements>
  );
}

function ConfirmPaymentForm({ onPaid }: { onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [error, setError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(undefined);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        setError(result.error.message ?? PAYMENT_FAILED);
      } else if (ACCEPTED_STATUSES.has(result.paymentIntent.status)) {
        toast({ title: 'Payment authorised' });
        onPaid();
      } else {
        setError(PAYMENT_FAILED);
      }
    } catch {
      setError(PAYMENT_FAILED);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={(event) => void pay(event)} aria-label="Card payment" className="mt-4 flex flex-col gap-4">
      <PaymentElement />
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!stripe || !elements || paying}>
        Pay
      </Button>
    </form>
  );
}
