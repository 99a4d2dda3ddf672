import type { Booking } from './bookings-api';
import {
  bookingAmountLabel,
  bookingDateLabel,
  bookingStatusLabel,
  bookingStatusStyle,
  paymentWords,
  upcomingBookings,
} from './booking-words';

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 'b1',
  serviceId: 's1',
  hostId: 'h1',
  guestId: 'g1',
  bookingDate: '2030-03-11',
  notes: null,
  status: 'pending',
  paymentStatus: 'none',
  totalAmount: 0,
  totalAmountMinor: 0,
  currency: 'GBP',
  cancellationPolicy: 'flexible',
  cancelledBy: null,
  refundAmountMinor: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  service: { title: 'Walk', type: 'pet_services' },
  counterpartContact: null,
  careHours: null,
  ...overrides,
});

describe('booking words', () => {
  it('labels and colours each status as the spec says', () => {
    expect(['pending', 'confirmed', 'completed', 'cancelled', 'declined'].map(bookingStatusLabel)).toEqual([
      'Pending',
      'Confirmed',
      'Completed',
      'Cancelled',
      'Declined',
    ]);
    expect(bookingStatusStyle('pending')).toContain('yellow');
    expect(bookingStatusStyle('confirmed')).toContain('green');
    expect(bookingStatusStyle('completed')).toContain('blue');
    expect(bookingStatusStyle('cancelled')).toContain('red');
    expect(bookingStatusStyle('declined')).toContain('gray');
  });

  it('puts the payment in words, with the refunded amount', () => {
    expect(paymentWords(booking({ paymentStatus: 'none' }))).toBeNull();
    expect(paymentWords(booking({ paymentStatus: 'requires_payment' }))).toBe('Awaiting payment');
    expect(paymentWords(booking({ paymentStatus: 'captured' }))).toBe('Paid');
    expect(paymentWords(booking({ status: 'cancelled', paymentStatus: 'captured' }))).toBe('Paid, no refund');
    expect(paymentWords(booking({ paymentStatus: 'refunded', refundAmountMinor: 2000 }))).toBe('Refunded £20.00');
    expect(paymentWords(booking({ paymentStatus: 'partially_refunded', refundAmountMinor: 1050 }))).toBe(
      'Partly refunded £10.50',
    );
  });

  it('shows the amount, Free for nothing, and the day in en-GB', () => {
    expect(bookingAmountLabel(booking({ totalAmount: 0 }))).toBe('Free');
    expect(bookingAmountLabel(booking({ totalAmount: 40 }))).toBe('£40.00');
    expect(bookingDateLabel('2030-03-11')).toBe('11 March 2030');
  });

  it('lists the next pending or confirmed bookings, soonest first', () => {
    const list = [
      booking({ id: 'late', bookingDate: '2030-05-01', status: 'confirmed' }),
      booking({ id: 'gone', bookingDate: '2030-01-01', status: 'cancelled' }),
      booking({ id: 'soon', bookingDate: '2030-02-01' }),
      booking({ id: 'mid', bookingDate: '2030-03-01' }),
      booking({ id: 'last', bookingDate: '2030-06-01' }),
    ];
    expect(upcomingBookings(list, 3).map((b) => b.id)).toEqual(['soon', 'mid', 'late']);
  });
});
