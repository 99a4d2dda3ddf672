import { formatMoney } from '../services/price-label';
import type { Booking, BookingStatus } from './bookings-api';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

/** Pending yellow, Confirmed green, Completed blue, Cancelled red, Declined grey. */
export const BOOKING_STATUS_STYLES: Record<BookingStatus, string> = {
  pending: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  confirmed: 'border-green-300 bg-green-50 text-green-900',
  completed: 'border-blue-300 bg-blue-50 text-blue-900',
  cancelled: 'border-red-300 bg-red-50 text-red-900',
  declined: 'border-gray-300 bg-gray-100 text-gray-800',
};

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

export function bookingStatusStyle(status: string): string {
  return BOOKING_STATUS_STYLES[status as BookingStatus] ?? BOOKING_STATUS_STYLES.declined;
}

const minorToMajor = (minor: number) => minor / 100;

/** The payment in words, or null when the booking carries no payment. */
export function paymentWords(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'refundAmountMinor' | 'currency'>,
): string | null {
  const refunded = formatMoney(minorToMajor(booking.refundAmountMinor), booking.currency);
  switch (booking.paymentStatus) {
    case 'requires_payment':
      return 'Awaiting payment';
    case 'authorised':
      return 'Payment authorised';
    case 'captured':
      return booking.status === 'cancelled' ? 'Paid, no refund' : 'Paid';
    case 'cancelled':
      return 'Payment cancelled: nothing charged';
    case 'refunded':
      return `Refunded ${refunded}`;
    case 'partially_refunded':
      return `Partly refunded ${refunded}`;
    case 'failed':
      return 'Payment failed';
    case 'none':
      return null;
  }
}

/** 'Free' for nothing to pay, else the amount in its currency. */
export function bookingAmountLabel(booking: Pick<Booking, 'totalAmount' | 'currency'>): string {
  return booking.totalAmount === 0 ? 'Free' : formatMoney(booking.totalAmount, booking.currency);
}

/** '2030-03-11' → '11 March 2030' (the day as booked, whatever the browser's zone). */
export function bookingDateLabel(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** Bookings the guest still has ahead: pending or confirmed, soonest first. */
export function upcomingBookings(bookings: readonly Booking[], count: number): Booking[] {
  return bookings
    .filter((booking) => booking.status === 'pending' || booking.status === 'confirmed')
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate))
    .slice(0, count);
}
