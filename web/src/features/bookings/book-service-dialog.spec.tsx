import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { PayBookingDialog } from './book-service-dialog';
import type { Booking } from './bookings-api';

// Stripe's React bindings are the edge: the Payment Element itself lives in Stripe's iframe, out of reach here.
const confirmPayment = jest.fn();
const elementsOptions: unknown[] = [];
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const booking: Booking = {
  id: 'b7e0c3d2-0000-4000-8000-000000000001',
  serviceId: 'service-1',
  hostId: 'host-1',
  guestId: 'user-1',
  bookingDate: '2030-04-01',
  notes: null,
  status: 'pending',
  paymentStatus: 'requires_payment',
  totalAmount: 40,
  totalAmountMinor: 4000,
  currency: 'GBP',
  cancellationPolicy: 'flexible',
  cancelledBy: null,
  refundAmountMinor: 0,
  counterpartContact: null,
  careHours: null,
  createdAt: '2030-03-01T09:00:00.000Z',
  service: { title: 'Evening childcare', type: 'childcare' },
};

const paymentOf = (payment: { provider: string; clientSecret: string | null; publishableKey: string | null }) =>
  routeFetch({ [`/api/bookings/${booking.id}/payment`]: () => serviceResponse(200, payment) });

beforeEach(() => {
  confirmPayment.mockReset();
  elementsOptions.length = 0;
});

describe('PayBookingDialog', () => {
  it("mounts Stripe's Payment Element with the client secret when the provider is Stripe, and confirms there", async () => {
    const calls = paymentOf({ provider: 'stripe', clientSecret: 'pi_123_secret_456', publishableKey: 'pk_test_1' });
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
    const onDone = jest.fn();

    await renderWithProviders(<PayBookingDialog booking={booking} onClose={jest.fn()} onDone={onDone} />);

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(elementsOptions.at(-1)).toEqual({ clientSecret: 'pi_123_secret_456' });
    expect(screen.queryByText('Test payments — no real money')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await flushPromises();

    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ elements: { kind: 'elements' }, redirect: 'if_required' }),
    );
    expect(onDone).toHaveBeenCalled();
    // The only call to Village was the read of the payment: no card detail went to our server.
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET /api/bookings/${booking.id}/payment`]);
  });

  it("shows Stripe's refusal and stays open when the card is declined", async () => {
    paymentOf({ provider: 'stripe', clientSecret: 'pi_123_secret_456', publishableKey: 'pk_test_1' });
    confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onDone = jest.fn();

    await renderWithProviders(<PayBookingDialog booking={booking} onClose={jest.fn()} onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await flushPromises();

    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("keeps the offline provider's test card form when the provider is the test one", async () => {
    paymentOf({ provider: 'test', clientSecret: null, publishableKey: null });

    await renderWithProviders(<PayBookingDialog booking={booking} onClose={jest.fn()} onDone={jest.fn()} />);

    expect(await screen.findByText('Test payments — no real money')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
    expect(elementsOptions).toEqual([]);
  });
});
